import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { CurrencyContext } from '../../lib/currency-context';
import { applyDefaultLanguage } from '../../lib/i18n';
import { DialCodeContext } from '../../lib/market-context';
import { releasePrerenderedShell } from '../../lib/prerendered-shell';
import { useSessionStore } from '../../lib/session-store';
import { ModalsGate } from '../modals/modals-gate';
import { AppLoadingScreen } from '../status/app-loading-screen';

// Rare screens stay out of the first bundle (performance budget).
// Guests never open a socket: the client, the event parsing and the toasts load with a session.
const LiveSocket = lazy(() => import('../live-socket').then((m) => ({ default: m.LiveSocket })));
// The contract popup's gate (issue 14) is for sessions only, like the socket.
const ContractGate = lazy(() => import('../modals/contract-gate').then((m) => ({ default: m.ContractGate })));
const MaintenanceScreen = lazy(() =>
  import('../status/maintenance-screen').then((m) => ({ default: m.MaintenanceScreen })),
);
const RegionBlockedScreen = lazy(() =>
  import('../status/region-blocked-screen').then((m) => ({ default: m.RegionBlockedScreen })),
);
const StatusErrorScreen = lazy(() =>
  import('../status/status-error-screen').then((m) => ({ default: m.StatusErrorScreen })),
);

/** Root screen by system status (spec section 2): 0 normal site, 1 maintenance, 2 region blocked. */
export function RootLayout() {
  const status = useSystemStatus();
  const token = useSessionStore((state) => state.token);
  const { pathname, hash } = useLocation();

  // Spec section 2: after each route change the page scrolls to the top (anchors keep their target).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation by design
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    if (status.data) applyDefaultLanguage(status.data.defaultLanguage);
  }, [status.data]);

  // The server's home shell (decision 075) is for the lobby: any other screen (maintenance, region
  // blocked, no status) takes its place as soon as it is known. The lobby releases it itself.
  const lobbyNext = status.data?.systemStatus === 0;
  useLayoutEffect(() => {
    if (!status.isPending && !lobbyNext) releasePrerenderedShell();
  }, [status.isPending, lobbyNext]);

  if (status.isPending) return <AppLoadingScreen />;
  if (status.data?.systemStatus !== 0) {
    return (
      <Suspense fallback={<AppLoadingScreen />}>
        {!status.data ? (
          <StatusErrorScreen onRetry={() => void status.refetch()} retrying={status.isFetching} />
        ) : status.data.systemStatus === 1 ? (
          <MaintenanceScreen status={status.data} />
        ) : (
          <RegionBlockedScreen status={status.data} />
        )}
      </Suspense>
    );
  }

  // The site currency for every screen's money and the market's dialling code for phone fields,
  // from the status this layout already holds.
  return (
    <CurrencyContext.Provider value={status.data.currency}>
      <DialCodeContext.Provider value={status.data.market.phoneCountryCode}>
        <div data-testid="status-normal">
          <Outlet />
          <ModalsGate />
          {token && (
            <Suspense fallback={null}>
              <LiveSocket />
              <ContractGate />
            </Suspense>
          )}
        </div>
      </DialCodeContext.Provider>
    </CurrencyContext.Provider>
  );
}

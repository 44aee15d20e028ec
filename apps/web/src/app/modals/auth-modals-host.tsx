import { OIDC_QUERY } from '@goldline/contract/oidc-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { useAuthFlow } from './use-auth-flow';

// Form code (react-hook-form, jose, the forms) loads only when a popup opens (performance budget).
const LoginModal = lazy(() =>
  import('../../features/auth/components/login-modal').then((m) => ({ default: m.LoginModal })),
);
const RegisterModal = lazy(() =>
  import('../../features/auth/components/register-modal').then((m) => ({ default: m.RegisterModal })),
);
const ForgotPasswordModal = lazy(() =>
  import('../../features/auth/components/forgot-password-modal').then((m) => ({
    default: m.ForgotPasswordModal,
  })),
);
const ChangePasswordModal = lazy(() =>
  import('../../features/auth/components/change-password-modal').then((m) => ({
    default: m.ChangePasswordModal,
  })),
);
const LogoutModal = lazy(() =>
  import('../../features/auth/components/logout-modal').then((m) => ({ default: m.LogoutModal })),
);
const WelcomeDialog = lazy(() =>
  import('../../features/auth/components/welcome-dialog').then((m) => ({ default: m.WelcomeDialog })),
);
const TrialDialog = lazy(() =>
  import('../../features/auth/components/trial-dialog').then((m) => ({ default: m.TrialDialog })),
);
const ProviderSignInModal = lazy(() =>
  import('../../features/auth/components/provider-sign-in-modal').then((m) => ({
    default: m.ProviderSignInModal,
  })),
);

/**
 * A provider sign-in lands on `/?oidc=<code>` or `/?oidcError=<code>` (decision 111): read once at
 * start and taken out of the address, so a reload or a copied link never replays it. Kept for the
 * page's life, outside the component: a host mounted again (a layout change) still finds it.
 */
let providerLanding: URLSearchParams | null | undefined;
let providerLandingOpened = false;
function providerLandingOnce(): URLSearchParams | null {
  if (providerLanding === undefined) providerLanding = takeProviderLanding();
  return providerLanding;
}

function takeProviderLanding(): URLSearchParams | null {
  const query = new URLSearchParams(window.location.search);
  if (!query.has(OIDC_QUERY.code) && !query.has(OIDC_QUERY.error)) return null;
  const landing = new URLSearchParams(query);
  query.delete(OIDC_QUERY.code);
  query.delete(OIDC_QUERY.error);
  const rest = query.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${rest ? `?${rest}` : ''}`,
  );
  return landing;
}

/** Hosts the global auth popups (spec section 2 "Global modals") and wires them to the app. */
export function AuthModalsHost() {
  const { modal, forced, referralCode, open } = useAuthModalStore();
  const { data: status } = useSystemStatus();
  const { data: member } = useMemberInfo();
  const flow = useAuthFlow();
  const [landing] = useState(providerLandingOnce);
  useEffect(() => {
    // Once per page: a host mounted again must not bring back a popup the member closed.
    if (!landing || providerLandingOpened) return;
    providerLandingOpened = true;
    open('providerSignIn');
  }, [landing, open]);
  if (!modal || !status) return null;
  const flags = status.whitelabel;

  return (
    <Suspense fallback={null}>
      {modal === 'login' && (
        <LoginModal
          mobileLogin={flags.MOBILEVERCODELOGIN3 === true}
          freeplay={flags.FREEPLAY3 === true}
          onClose={flow.closeModal}
          onLoggedIn={(response, type) => flow.loggedIn(response, type, 'member')}
          onForgot={() => open('forgot')}
          onRegister={() => open('register')}
        />
      )}
      {modal === 'register' && (
        <RegisterModal
          usernameRegistration={flags.USERNAMEREG3 === true}
          mobileRegistration={flags.MOBILENUMREG3 === true}
          smsVerification={flags.REGMOBVERF3 === true}
          rules={status.register}
          referralCode={referralCode}
          onClose={flow.closeModal}
          onRegistered={(response) => flow.registered(response.token)}
          onLogin={() => open('login')}
          onTerms={() => undefined}
        />
      )}
      {modal === 'forgot' && (
        <ForgotPasswordModal
          flags={flags}
          passwordRule={status.register.password}
          customerService={status.customerService}
          onClose={flow.closeModal}
          onReset={flow.passwordReset}
        />
      )}
      {modal === 'changePassword' && (
        <ChangePasswordModal
          username={member?.account ?? ''}
          forced={forced}
          passwordRule={status.register.password}
          onClose={flow.closeModal}
          onChanged={flow.passwordChanged}
        />
      )}
      {modal === 'providerSignIn' && landing && (
        <ProviderSignInModal
          landing={landing}
          onLoggedIn={(response) =>
            // A first sign-in made the account: the same welcome as a registration (issue 12).
            response.firstTimeLogin
              ? flow.registered(response.token)
              : flow.loggedIn(response, 'username', 'member')
          }
          onLogin={() => open('login')}
          onClose={flow.closeModal}
        />
      )}
      {modal === 'logout' && <LogoutModal onClose={flow.closeModal} onConfirm={flow.loggedOut} />}
      {modal === 'trial' && <TrialDialog onClose={flow.closeModal} onRegister={() => open('register')} />}
      {modal === 'welcome' && (
        <WelcomeDialog
          brand={status.brand.name}
          onClose={() => flow.welcomed(member?.id ?? null, false)}
          onDeposit={() => flow.welcomed(member?.id ?? null, true)}
        />
      )}
    </Suspense>
  );
}

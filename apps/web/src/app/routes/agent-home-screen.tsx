import { Container, Group, Skeleton, Tabs } from '@mantine/core';
import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useConsolidated } from '../../features/contracts/api/get-consolidated';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { LanguageSelect } from '../../features/settings/components/language-select';
import { ThemeToggle } from '../../features/settings/components/theme-toggle';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { useSessionStore } from '../../lib/session-store';
import { AgentHeader } from './agent/agent-header';
import { AgentPage, contractKindOf } from './agent/agent-pages';
import { type AgentTab, agentOwnTabs, agentTabs, isAgentTab, isContractTab } from './agent/agent-tabs';

/** Below Mantine's `sm` breakpoint the tabs become a sideways strip (360 px layout). */
const mobileQuery = window.matchMedia('(max-width: 47.99em)');
const subscribe = (notify: () => void) => {
  mobileQuery.addEventListener('change', notify);
  return () => mobileQuery.removeEventListener('change', notify);
};
const useIsMobile = () => useSyncExternalStore(subscribe, () => mobileQuery.matches);

const isOwnTab = (tab: AgentTab) => (agentOwnTabs as readonly string[]).includes(tab);

/** Agent centre (spec section 2): agents only; guests and non-agents go to /agent. */
export function AgentHomeScreen() {
  const { t } = useTranslation(['common', 'agent', 'contracts']);
  const { data: member, isPending, isError } = useMemberInfo();
  const token = useSessionStore((state) => state.token);
  const { data: status } = useSystemStatus();
  // The contract pages show only for the kinds the operator enabled (spec section 2); the flags come
  // from the consolidated call, made for non-trial users while AGENTPOLICY3 is on (spec section 4).
  const consolidated = useConsolidated(
    token,
    status?.whitelabel.AGENTPOLICY3 === true && member !== undefined && !member.isTrial,
  );
  const enabled = consolidated.data?.enabled;
  const shown = agentTabs.filter((item) => !isContractTab(item) || enabled?.[contractKindOf[item]] === true);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AgentTab =
    isAgentTab(requested) && (!isContractTab(requested) || !enabled || shown.includes(requested))
      ? requested
      : 'agentTeamOverview';
  const mobile = useIsMobile();
  const strip = useRef<HTMLDivElement>(null);

  // The phone's tab strip scrolls sideways: keep the chosen tab in view (also after a header link,
  // and once the strip first appears after the member info).
  // biome-ignore lint/correctness/useExhaustiveDependencies: isPending decides when the strip exists
  useEffect(() => {
    if (!mobile) return;
    const list = strip.current;
    const item = list?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    if (!list || !item) return;
    const listBox = list.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    // Scroll the strip only: scrollIntoView would also move the page.
    list.scrollBy({ left: itemBox.left + itemBox.width / 2 - (listBox.left + listBox.width / 2) });
  }, [tab, mobile, isPending]);

  if (isError || (member && !member.isAgent)) return <Navigate to="/agent" replace />;

  const open = (next: AgentTab) => {
    setParams({ tab: next });
    window.scrollTo({ top: 0, behavior: 'instant' });
  };
  const label = (item: AgentTab) =>
    isOwnTab(item)
      ? t(`member.tabs.${item}`)
      : isContractTab(item)
        ? t(`contracts:tabs.${item}`)
        : t(`agent.tabs.${item}`);

  return (
    <>
      <AgentHeader onOpen={open} />
      <Container
        component="main"
        id="main"
        size={1400}
        py={{ base: 'sm', sm: 'lg' }}
        px={{ base: 8, sm: 'md' }}
      >
        <PageTitle
          extra={
            <Group gap={4} wrap="nowrap">
              <ThemeToggle />
              <LanguageSelect />
            </Group>
          }
        >
          {t('agent.centreTitle')}
        </PageTitle>
        {isPending ? (
          <Skeleton height={300} radius="md" />
        ) : (
          <Tabs
            value={tab}
            onChange={(value) => value && isAgentTab(value) && open(value)}
            orientation={mobile ? 'horizontal' : 'vertical'}
            variant={mobile ? 'default' : 'pills'}
            keepMounted={false}
            styles={{ list: mobile ? undefined : { minWidth: 210 }, panel: { minWidth: 0 } }}
          >
            <Tabs.List
              ref={strip}
              aria-label={t('agent.centreTitle')}
              style={mobile ? { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' } : undefined}
              data-testid="agent-tab-strip"
            >
              {shown.map((item) => (
                <Tabs.Tab
                  key={item}
                  value={item}
                  h={44}
                  mt={!mobile && item === agentOwnTabs[0] ? 'md' : undefined}
                  style={mobile ? { whiteSpace: 'nowrap' } : undefined}
                  data-tab={item}
                  data-testid={`agent-tab-${item}`}
                >
                  {label(item)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value={tab} ps={mobile ? 0 : 'lg'} pt={mobile ? 'md' : 0}>
              <Suspense fallback={<Skeleton height={320} radius="md" />}>
                <AgentPage tab={tab} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        )}
      </Container>
    </>
  );
}

import {
  DirectionProvider,
  localStorageColorSchemeManager,
  MantineProvider,
  mergeThemeOverrides,
} from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../features/auth/stores/auth-modal-store';
import { systemStatusQueryOptions } from '../../features/system/api/get-system-status';
import { configureApiClient } from '../../lib/api-client';
import { cssVariablesResolver, theme } from '../theme';
import { LanguageSync } from './language-sync';
import { queryClient } from './query-client';

// Same key as the inline script in index.html, which applies the choice before first paint.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'goldline-color-scheme' });

configureApiClient({
  getEncryptionKey: async () => (await queryClient.fetchQuery(systemStatusQueryOptions())).encryption,
  onSessionExpired: () => {
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
    // Spec section 4: guests who reach member features get the login popup.
    openAuthModal('login');
  },
});

/**
 * The theme's accessible names in the member's language, set once so no screen can forget them: the
 * close button of every modal and drawer (a close icon without a name is an unlabelled button to a
 * screen reader: axe button-name), and every table scroll box, which is a focusable region a
 * keyboard can scroll (axe scrollable-region-focusable, WCAG 2.1.1). A screen's own props still win
 * (the agent and contract reports name their boxes after their tables).
 */
function useLocalizedTheme() {
  const { t } = useTranslation('common', { useSuspense: false });
  const close = t('common.close');
  const scrollTable = t('common.scrollTable');
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': close };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        TableScrollContainer: { defaultProps: { tabIndex: 0, role: 'region', 'aria-label': scrollTable } },
      },
    });
  }, [close, scrollTable]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  const localizedTheme = useLocalizedTheme();
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineProvider
        theme={localizedTheme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="dark"
        cssVariablesResolver={cssVariablesResolver}
      >
        <QueryClientProvider client={queryClient}>
          <LanguageSync />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

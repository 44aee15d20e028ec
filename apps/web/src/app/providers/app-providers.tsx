import { DirectionProvider, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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

export function AppProviders({ children }: { children: ReactNode }) {
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineProvider
        theme={theme}
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

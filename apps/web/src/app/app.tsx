import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { SiteRoutes } from './router';

/** The Suspense boundary waits for the active language's strings (lib/i18n.ts); plain, no text. */
export function App() {
  return (
    <AppProviders>
      <Suspense fallback={<div style={{ minHeight: '100dvh' }} aria-busy="true" />}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </Suspense>
    </AppProviders>
  );
}

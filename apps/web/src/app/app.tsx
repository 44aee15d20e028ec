import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { router } from './router';

/** The Suspense boundary waits for the active language's strings (lib/i18n.ts); plain, no text. */
export function App() {
  return (
    <AppProviders>
      <Suspense fallback={<div style={{ minHeight: '100dvh' }} aria-busy="true" />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}

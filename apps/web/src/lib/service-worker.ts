/**
 * Registers the service worker (vite-plugin-pwa's `sw.js`, decision 109) once; the main layout
 * calls it when the page is quiet, so its script and precache never compete with the first page.
 * Development has no worker (Vite serves no sw.js), and a browser without them loses nothing.
 */
let registered = false;

export function registerServiceWorker(): void {
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Blocked (private mode, a policy): the site works the same without offline page and install.
  });
}

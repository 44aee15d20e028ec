/**
 * Chrome's `beforeinstallprompt` (decision 109) fires once, soon after a page loads, on whatever
 * screen the visitor is: kept here from the start so the download page's install button can use it
 * later. Not part of TypeScript's DOM types yet (a Chromium-only event).
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let pending: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

addEventListener('beforeinstallprompt', (event) => {
  pending = event as InstallPromptEvent;
  notify();
});
addEventListener('appinstalled', () => {
  pending = null;
  notify();
});

export const installPrompt = {
  current: () => pending,
  /** Shows the browser's install dialog; the event can be used once, whatever the answer. */
  async show(): Promise<boolean> {
    const event = pending;
    if (!event) return false;
    pending = null;
    notify();
    await event.prompt();
    return (await event.userChoice).outcome === 'accepted';
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

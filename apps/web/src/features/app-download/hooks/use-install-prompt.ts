import { useSyncExternalStore } from 'react';
import { installPrompt } from '../../../lib/install-prompt';

const standaloneQuery = matchMedia('(display-mode: standalone)');
const subscribeStandalone = (notify: () => void) => {
  standaloneQuery.addEventListener('change', notify);
  return () => standaloneQuery.removeEventListener('change', notify);
};

/**
 * What the install card can offer: `installed` when the site already runs as the installed app,
 * `prompt` when the browser has offered installation (Chrome, Edge, Android), else `manual`
 * (Safari and others: the steps are the way).
 */
export function useInstallState(): 'installed' | 'prompt' | 'manual' {
  const standalone = useSyncExternalStore(subscribeStandalone, () => standaloneQuery.matches);
  const offered = useSyncExternalStore(installPrompt.subscribe, () => installPrompt.current() !== null);
  if (standalone) return 'installed';
  return offered ? 'prompt' : 'manual';
}

import { useEffect, useRef } from 'react';

/** Elements that use Space or Enter themselves; the hotkey leaves them alone. */
const OWN_KEYS =
  'input, textarea, select, button, a[href], [role="slider"], [role="tab"], [role="switch"], [role="radio"], [role="gridcell"], [contenteditable="true"]';

/**
 * Space or Enter places a bet (documented in each rules card) while focus is on the page or the
 * game stage, never while a field, button or dialog has it, and never on key repeat.
 */
export function useBetHotkey(onBet: () => void, enabled: boolean) {
  const latest = useRef(onBet);
  latest.current = onBet;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_KEYS) || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}

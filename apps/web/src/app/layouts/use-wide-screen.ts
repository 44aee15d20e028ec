import { useSyncExternalStore } from 'react';

// The layouts' breakpoint (main-layout, site-header, bottom-nav and category-nav CSS: 48em).
const wide = window.matchMedia('(min-width: 48em)');
const subscribe = (onChange: () => void) => {
  wide.addEventListener('change', onChange);
  return () => wide.removeEventListener('change', onChange);
};

/**
 * True on a tablet or desktop width. Parts that the CSS hides at the other width (the side menu and
 * the category bar on a phone, the bottom navigation on a desktop) are not rendered there at all:
 * on a phone they were a third of the first render's work for nothing on screen (decision 094).
 * A plain matchMedia subscription: @mantine/hooks' would add a chunk to the first page.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wide.matches);
}

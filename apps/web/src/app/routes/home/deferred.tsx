import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { usePageQuiet } from '../../../features/content/hooks/use-page-quiet';

/**
 * Renders its children once the page is quiet after load (usePageQuiet), or earlier when the
 * visitor scrolls near them: below-the-fold parts of the lobby then neither fetch nor render while
 * the first screen is being drawn. Until then it holds `minHeight` so the page does not jump.
 */
export function Deferred({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const settled = usePageQuiet();
  const [near, setNear] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = anchor.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        // In slices, like the quiet page's reveal: scrolling stays smooth while it renders (decision 098).
        if (entry?.isIntersecting) startTransition(() => setNear(true));
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  if (settled || near) return <>{children}</>;
  return <div ref={anchor} style={{ minHeight }} aria-hidden="true" />;
}

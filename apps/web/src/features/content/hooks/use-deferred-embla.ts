import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType, AutoplayType } from 'embla-carousel-autoplay';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageQuiet } from './use-page-quiet';

type Action = (embla: EmblaCarouselType) => void;

// The first pointer movement, touch, click, key or focus anywhere loads the engine at once.
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Embla, loaded once the page is quiet (usePageQuiet) or at the visitor's first interaction: until
 * then the slides are plain markup (the first one shows, which is the largest paint), so the
 * carousels' engine is not part of the first page's download (issue 11). Stands in for
 * embla-carousel-react's hook; `run` performs a control's action (next, a dot) as soon as the
 * engine is there, so a click that arrives first is not lost.
 */
export function useDeferredEmbla(
  options: EmblaOptionsType,
  autoplayOptions: AutoplayOptionsType | null,
): {
  viewportRef: (node: HTMLElement | null) => void;
  embla: EmblaCarouselType | undefined;
  autoplay: AutoplayType | undefined;
  run: (action: Action) => void;
} {
  const quiet = usePageQuiet();
  const [woken, setWoken] = useState(false);
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [engine, setEngine] = useState<{ embla: EmblaCarouselType; autoplay: AutoplayType | undefined }>();
  const pending = useRef<Action | null>(null);
  const key = JSON.stringify([options, autoplayOptions]);
  const settings = useRef({ options, autoplayOptions });
  settings.current = { options, autoplayOptions };

  useEffect(() => {
    if (quiet || woken) return;
    const wake = () => setWoken(true);
    for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { capture: true, passive: true });
    return () => {
      for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, { capture: true });
    };
  }, [quiet, woken]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the options' contents
  useEffect(() => {
    if (!node || !(quiet || woken)) return;
    let cancelled = false;
    let embla: EmblaCarouselType | undefined;
    const { options: current, autoplayOptions: autoplaySettings } = settings.current;
    void Promise.all([
      import('embla-carousel'),
      autoplaySettings ? import('embla-carousel-autoplay') : Promise.resolve(null),
    ]).then(([{ default: EmblaCarousel }, autoplayModule]) => {
      if (cancelled) return;
      const autoplay =
        autoplayModule && autoplaySettings ? autoplayModule.default(autoplaySettings) : undefined;
      embla = EmblaCarousel(node, current, autoplay ? [autoplay] : []);
      setEngine({ embla, autoplay });
      const action = pending.current;
      pending.current = null;
      action?.(embla);
    });
    return () => {
      cancelled = true;
      embla?.destroy();
      setEngine(undefined);
    };
  }, [node, quiet, woken, key]);

  const embla = engine?.embla;
  const run = useCallback(
    (action: Action) => {
      if (embla) action(embla);
      else {
        pending.current = action;
        setWoken(true);
      }
    },
    [embla],
  );
  return { viewportRef: setNode, embla, autoplay: engine?.autoplay, run };
}

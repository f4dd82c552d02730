import { useCallback, useEffect, useState } from 'react';

export const AUTO_ADVANCE_MS = 5000;

interface Options {
  slideCount: number;
  /** True while the visitor hovers or focuses the carousel, or prefers reduced motion. */
  paused?: boolean;
  intervalMs?: number;
}

/**
 * Slide position of a carousel (SPEC 2): it advances every 5 s and wraps to the first slide; as soon as
 * the visitor navigates by hand, it stops advancing for good.
 */
export function useCarousel({ slideCount, paused = false, intervalMs = AUTO_ADVANCE_MS }: Options) {
  const [requested, setRequested] = useState(0);
  const [autoPlay, setAutoPlay] = useState(true);
  // When a resize leaves fewer slides, the position falls back to the last one that exists.
  const index = slideCount === 0 ? 0 : Math.min(requested, slideCount - 1);

  useEffect(() => {
    if (!autoPlay || paused || slideCount < 2) return;
    const timer = window.setInterval(() => {
      setRequested((current) => (Math.min(current, slideCount - 1) + 1) % slideCount);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [autoPlay, paused, slideCount, intervalMs]);

  const goTo = useCallback(
    (target: number) => {
      setAutoPlay(false);
      if (slideCount > 0) setRequested(((target % slideCount) + slideCount) % slideCount);
    },
    [slideCount],
  );

  return {
    index,
    autoPlay,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}

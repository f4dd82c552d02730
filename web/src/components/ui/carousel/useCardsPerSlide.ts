import { useSyncExternalStore } from 'react';

/** SPEC 2: one card per slide under 768 px, two under 1024 px, three from 1024 px. */
export function cardsPerSlideFor(width: number): 1 | 2 | 3 {
  if (width < 768) return 1;
  if (width < 1024) return 2;
  return 3;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Cards per slide for the current window width (the same width CSS media queries use). */
export function useCardsPerSlide(): 1 | 2 | 3 {
  return useSyncExternalStore(
    subscribe,
    () => cardsPerSlideFor(window.innerWidth),
    () => 3,
  );
}

/**
 * Splits items into slides of `size` cards. The last slide is full too: it shows the last `size` cards,
 * some already seen on the slide before, rather than one card beside empty columns (issue 14).
 */
export function toSlides<T>(items: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    slides.push(
      start + size > items.length && items.length > size
        ? items.slice(-size)
        : items.slice(start, start + size),
    );
  return slides;
}

import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../site-icons';
import { usePrefersReducedMotion } from '../../../lib/usePrefersReducedMotion';
import { toSlides, useCardsPerSlide } from './useCardsPerSlide';
import { useCarousel } from './useCarousel';

interface Props<T> {
  /** Names the carousel for screen readers ("Our fleet"). */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

const GRID = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;

/**
 * A carousel of cards (SPEC 2): 1, 2 or 3 cards per slide by width, 500 ms slide transition, automatic
 * advance every 5 s with wrap-around that stops once the visitor navigates. Automatic advance also
 * waits while the pointer or keyboard focus is inside, and never runs for visitors who ask for less motion.
 */
export function Carousel<T>({ label, items, itemKey, renderItem }: Props<T>) {
  const { t } = useTranslation();
  const perSlide = useCardsPerSlide();
  const slides = toSlides(items, perSlide);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const carousel = useCarousel({ slideCount: slides.length, paused: hovered || focused || reducedMotion });
  const trackId = useId();
  const many = slides.length > 1;

  return (
    <section
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="overflow-hidden">
        <div
          id={trackId}
          // Announced only when the visitor moves it; automatic turns would interrupt a screen reader.
          aria-live={carousel.autoPlay ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {slides.map((slide, index) => {
            const current = index === carousel.index;
            return (
              <div
                key={index}
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.position', { current: index + 1, total: slides.length })}
                aria-hidden={!current}
                inert={!current}
                className={`grid w-full shrink-0 gap-6 px-px lg:gap-8 ${GRID[perSlide]}`}
              >
                {slide.map((item) => (
                  <div key={itemKey(item)} className="flex">
                    {renderItem(item)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
      {many ? (
        <div className="mt-10 flex items-center justify-center gap-5">
          <button
            type="button"
            onClick={carousel.previous}
            aria-controls={trackId}
            aria-label={t('carousel.previous')}
            className="grid h-11 w-11 place-items-center rounded-full border border-gold-500/50 text-gold-300 transition-colors hover:border-gold-300 hover:bg-gold-500/10"
          >
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
          <ol className="flex items-center gap-1">
            {slides.map((_, index) => (
              <li key={index}>
                <button
                  type="button"
                  onClick={() => carousel.goTo(index)}
                  aria-controls={trackId}
                  aria-current={index === carousel.index ? 'true' : undefined}
                  aria-label={t('carousel.goTo', { number: index + 1 })}
                  className="group grid h-11 w-8 place-items-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-1.5 rounded-full transition-all duration-300 ${
                      index === carousel.index
                        ? 'w-6 bg-gold-400'
                        : 'w-1.5 bg-stone-500 group-hover:bg-stone-300'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={carousel.next}
            aria-controls={trackId}
            aria-label={t('carousel.next')}
            className="grid h-11 w-11 place-items-center rounded-full border border-gold-500/50 text-gold-300 transition-colors hover:border-gold-300 hover:bg-gold-500/10"
          >
            <ChevronRightIcon className="h-5 w-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './Carousel';
import { cardsPerSlideFor, toSlides } from './useCardsPerSlide';

const ITEMS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

const setWidth = (width: number) => {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
};

const renderCarousel = (items = ITEMS) =>
  render(
    <Carousel
      label="Our vehicles"
      items={items}
      itemKey={(item) => item}
      renderItem={(item) => <article>{item}</article>}
    />,
  );

/** The cards of the slide on screen (the others are hidden from everyone, keyboard included). */
const visibleCards = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .flatMap((slide) => [...slide.querySelectorAll('article')].map((card) => card.textContent));

describe('cards per slide (SPEC 2)', () => {
  it.each([
    [360, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1920, 3],
  ])('shows %i px wide screens %i card(s) per slide', (width, cards) => {
    expect(cardsPerSlideFor(width)).toBe(cards);
  });

  it('groups cards into slides, the last one holding what is left', () => {
    // The last slide is full: the last three cards, not one card beside two empty columns.
    expect(toSlides(ITEMS, 3)).toEqual([
      ['A', 'B', 'C'],
      ['D', 'E', 'F'],
      ['E', 'F', 'G'],
    ]);
    expect(toSlides(ITEMS, 2)).toEqual([
      ['A', 'B'],
      ['C', 'D'],
      ['E', 'F'],
      ['F', 'G'],
    ]);
    expect(toSlides(['A', 'B'], 3)).toEqual([['A', 'B']]);
    expect(toSlides([], 3)).toEqual([]);
  });
});

describe('Carousel', () => {
  const initialWidth = window.innerWidth;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    setWidth(initialWidth);
  });

  it('follows the window width: 1, 2 or 3 cards on a slide', () => {
    setWidth(1280);
    renderCarousel();
    expect(visibleCards()).toEqual(['A', 'B', 'C']);
    setWidth(900);
    expect(visibleCards()).toEqual(['A', 'B']);
    setWidth(390);
    expect(visibleCards()).toEqual(['A']);
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(7);
  });

  it('advances every 5 seconds and wraps from the last slide to the first', () => {
    setWidth(1280);
    renderCarousel();
    act(() => vi.advanceTimersByTime(4999));
    expect(visibleCards()).toEqual(['A', 'B', 'C']);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleCards()).toEqual(['D', 'E', 'F']);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleCards()).toEqual(['E', 'F', 'G']);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleCards()).toEqual(['A', 'B', 'C']);
  });

  it('stops advancing for good once the visitor navigates by hand, and wraps both ways', () => {
    setWidth(1280);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleCards()).toEqual(['E', 'F', 'G']);
    act(() => vi.advanceTimersByTime(30_000));
    expect(visibleCards()).toEqual(['E', 'F', 'G']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleCards()).toEqual(['A', 'B', 'C']);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(visibleCards()).toEqual(['D', 'E', 'F']);
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    act(() => vi.advanceTimersByTime(30_000));
    expect(visibleCards()).toEqual(['D', 'E', 'F']);
  });

  it('slides with a 500 ms transition and announces hand navigation only', () => {
    setWidth(1280);
    const { container } = renderCarousel();
    const track = container.querySelector('[aria-live]')!;
    expect(track.className).toContain('duration-500');
    expect(track.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(5000));
    expect((track as HTMLElement).style.transform).toBe('translateX(-100%)');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(track.getAttribute('aria-live')).toBe('polite');
  });

  it('waits while the pointer rests on it', () => {
    setWidth(1280);
    const { container } = renderCarousel();
    fireEvent.mouseEnter(container.firstElementChild!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(visibleCards()).toEqual(['A', 'B', 'C']);
    fireEvent.mouseLeave(container.firstElementChild!);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleCards()).toEqual(['D', 'E', 'F']);
  });

  it('has no controls when everything fits on one slide', () => {
    setWidth(1280);
    renderCarousel(['A', 'B']);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(visibleCards()).toEqual(['A', 'B']);
  });

  it('keeps a valid slide when a wider window leaves fewer slides', () => {
    setWidth(390);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 7' }));
    expect(visibleCards()).toEqual(['G']);
    setWidth(1280);
    expect(visibleCards()).toEqual(['E', 'F', 'G']);
  });
});

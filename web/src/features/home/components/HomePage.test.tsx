import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { i18n } from '../../../i18n';
import { renderApp } from '../../../test/render';
import { mockSiteApi } from '../../../test/site-api';
import { review, service, stat, vehicle } from '../../../test/site-fixtures';

const section = (name: string) => screen.getByRole('region', { name });
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('landing page', { timeout: 20_000 }, () => {
  // The blocks below the first screen are a lazy chunk: load it once, not inside the first test's time.
  beforeAll(() => import('./LandingSections'), 60_000);

  it('shows every block of SPEC 1 in order, with their content', async () => {
    mockSiteApi({
      '/api/stats': () =>
        jsonResponse({
          items: [stat(1), stat(2, { icon: 'map', value: 850000, label: { en: 'Kilometres driven' } })],
        }),
      '/api/services': (url) => {
        expect(url.searchParams.get('featured')).toBe('true');
        return jsonResponse({ items: [service(1, { title: { en: 'Airport Transfers' } })] });
      },
    });
    renderApp('/');
    expect(await screen.findByText('12,000+')).toBeTruthy();
    expect(screen.getByText('850,000+')).toBeTruthy();
    for (const text of ['24/7 Discreet Service', 'Secured & Private Travel', 'Professional Chauffeurs'])
      expect(screen.getByRole('heading', { name: text })).toBeTruthy();
    for (const step of ['Book online', 'Meet your driver', 'Arrive', 'Rate your trip'])
      expect(screen.getByRole('heading', { name: step })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Airport Transfers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn More: Airport Transfers' }).getAttribute('href')).toBe(
      '/services/service-1',
    );
    expect(
      within(section('Tailored to every journey')).getByRole('link', { name: 'All services' }),
    ).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Our vehicles' })).toBeTruthy();
    expect(await screen.findByText('Comment 1')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Where can we take you?',
      'Why travel with us',
      'Four steps to a seamless journey',
      'Tailored to every journey',
      'Choose your vehicle',
      'What our clients say',
      'Latest from our blog',
      'Get in touch',
    ]);
  });

  it('orders the fleet carousel cheapest per km first', async () => {
    mockSiteApi({
      '/api/vehicles': () =>
        jsonResponse({
          items: [vehicle(3, { name: 'Van' }), vehicle(1, { name: 'Sedan' }), vehicle(2, { name: 'Limo' })],
        }),
    });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Our vehicles' });
    expect(
      within(carousel)
        .getAllByRole('heading', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Sedan', 'Limo', 'Van']);
  });

  it('renders nothing for the blocks that have nothing to show', async () => {
    mockSiteApi({
      '/api/stats': () => jsonResponse({ items: [] }),
      '/api/services': () => jsonResponse({ items: [] }),
      '/api/blog': () => jsonResponse({ items: [] }),
    });
    renderApp('/');
    await screen.findByRole('region', { name: 'Our vehicles' });
    expect(screen.queryByRole('region', { name: 'Our figures' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tailored to every journey' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Latest from our blog' })).toBeNull();
  });

  it("says SPEC 8's texts when services, posts and vehicles fail to load", async () => {
    quiet();
    const failing = () => problemResponse(503, { title: 'Service Unavailable' });
    mockSiteApi({
      '/api/services': failing,
      '/api/blog': failing,
      '/api/vehicles': failing,
      '/api/stats': failing,
    });
    renderApp('/');
    expect(await screen.findByText('Unable to load featured services. Please try again later.')).toBeTruthy();
    expect(await screen.findByText('Unable to load blog posts. Please try again later.')).toBeTruthy();
    // The fleet carousel retries 3 times, a second apart, before it gives up (SPEC 9).
    const fleetError = await screen.findByRole(
      'heading',
      { name: 'Unable to load vehicles' },
      { timeout: 5000 },
    );
    expect(
      within(fleetError.closest('[role="alert"]') as HTMLElement).getByText(
        'Please try again later or contact support if the problem persists.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Our figures' })).toBeNull();
  }, 10_000);

  it('says no vehicles are available, with a link to the fleet, when the fleet is empty', async () => {
    mockSiteApi({ '/api/vehicles': () => jsonResponse({ items: [] }) });
    renderApp('/');
    const empty = await screen.findByRole('heading', { name: 'No vehicles available at the moment.' });
    const notice = empty.parentElement!;
    expect(within(notice).getByRole('link', { name: 'View All Vehicles' }).getAttribute('href')).toBe(
      '/fleet',
    );
  });

  it('shows up to six approved reviews, newest first as sent', async () => {
    const reviews = [1, 2, 3, 4, 5, 6].map((n) => review(n));
    mockSiteApi({
      '/api/reviews': (url) => {
        expect(url.searchParams.get('limit')).toBe('6');
        return jsonResponse({ items: reviews, summary: { count: 9, average_rating: 4.8 } });
      },
    });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Client reviews' });
    const names = within(carousel).getAllByText(/^Client \d$/, { ignore: 'blockquote *' });
    expect(names.map((n) => n.textContent)).toEqual(reviews.map((r) => r.name));
  });

  it('shows the reviews in the visitor’s language first, each quote marked with the language it was written in', async () => {
    const reviews = [
      review(1, { language: 'en', comment: 'Spotless car.' }),
      review(2, { language: 'fr', comment: 'Chauffeur parfait.' }),
      review(3, { comment: 'An older review.' }),
      review(4, { language: 'fr', comment: 'Toujours à l’heure.' }),
    ];
    mockSiteApi({
      '/api/reviews': () => jsonResponse({ items: reviews, summary: { count: 4, average_rating: 5 } }),
    });
    await i18n.changeLanguage('fr');
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Avis de clients' });
    const quotes = within(carousel).getAllByText(/./, { selector: 'blockquote p' });
    // The carousel repeats cards to fill its last slide: each quote once, in order of appearance.
    const shown = [
      ...new Map(quotes.map((q) => [q.textContent, q.closest('blockquote')!.getAttribute('lang')])),
    ];
    expect(shown).toEqual([
      ['Chauffeur parfait.', 'fr'],
      ['Toujours à l’heure.', 'fr'],
      ['Spotless car.', 'en'],
      ['An older review.', null],
    ]);
  });

  it('shows the six built-in sample reviews when none come back, translated', async () => {
    mockSiteApi({
      '/api/reviews': () => jsonResponse({ items: [], summary: { count: 0, average_rating: null } }),
    });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Client reviews' });
    expect(within(carousel).getAllByRole('figure', { hidden: true })).toHaveLength(6);
    expect(within(carousel).getByText('Charlotte M.')).toBeTruthy();
  });
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { mockSiteApi } from '../../../test/site-api';
import { review, service } from '../../../test/site-fixtures';

const withSummary = (count: number, average_rating: number | null) => ({
  '/api/reviews': () => jsonResponse({ items: count ? [review(1)] : [], summary: { count, average_rating } }),
});

describe('/services', { timeout: 20_000 }, () => {
  beforeAll(() => import('./ServicesPage'), 60_000);

  it('lists every service with its icon, title, short description and Learn More link', async () => {
    mockSiteApi({
      '/api/services': (url) => {
        expect(url.search).toBe('');
        return jsonResponse({
          items: [
            service(1, {
              title: { en: 'Airport Transfers' },
              icon: 'Plane',
              short_description: { en: 'To Zaventem.' },
            }),
            service(2, { title: { en: 'Graduations' }, icon: 'GraduationCap', slug: 'graduations' }),
          ],
        });
      },
    });
    renderApp('/services');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Airport Transfers',
      'Graduations',
    ]);
    expect(within(cards[0]!).getByText('To Zaventem.')).toBeTruthy();
    expect(cards[0]!.querySelector('svg')).not.toBeNull();
    expect(
      within(cards[1]!).getByRole('link', { name: 'Learn More: Graduations' }).getAttribute('href'),
    ).toBe('/services/graduations');
    expect(screen.getByRole('heading', { name: 'Why Choose Our Services?' })).toBeTruthy();
    for (const value of ['24/7', '100%', '15+']) expect(screen.getByText(value)).toBeTruthy();
  });

  it('shows the average approved rating with one decimal and the review count', async () => {
    mockSiteApi(withSummary(7, 33 / 7));
    renderApp('/services');
    expect(await screen.findByText('4.7 out of 5')).toBeTruthy();
    expect(screen.getByText('from 7 approved reviews')).toBeTruthy();
  });

  it('writes the rating the way the language does', async () => {
    mockSiteApi(withSummary(1, 5));
    await i18n.changeLanguage('fr');
    renderApp('/services');
    expect(await screen.findByText('5,0 sur 5')).toBeTruthy();
    expect(screen.getByText('d’après 1 avis approuvé')).toBeTruthy();
  });

  it('shows no rating when there are no approved reviews', async () => {
    mockSiteApi(withSummary(0, null));
    renderApp('/services');
    await screen.findAllByRole('article');
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it('says when the services cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockSiteApi({ '/api/services': () => problemResponse(503, { title: 'Service Unavailable' }) });
    renderApp('/services');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Unable to load services. Please try again later.')).toBeTruthy();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { loadAboutPage } from '../features/about/pages';
import { loadBlogListPage, loadBlogPostPage } from '../features/blog/pages';
import { loadFleetPage } from '../features/fleet/pages';
import { loadPrivacyPage, loadTermsPage } from '../features/legal/pages';
import { loadReservationPage } from '../features/reservation/pages';
import { loadServiceDetailPage, loadServicesPage } from '../features/service-catalog/pages';
import { mockSiteApi } from '../test/site-api';
import { renderApp } from '../test/render';

describe('routes', { timeout: 20_000 }, () => {
  // Every page is a lazy chunk: transform them once up front rather than inside one test's time.
  beforeAll(
    () =>
      Promise.all([
        loadFleetPage(),
        loadServicesPage(),
        loadServiceDetailPage(),
        loadAboutPage(),
        loadBlogListPage(),
        loadBlogPostPage(),
        loadReservationPage(),
        loadPrivacyPage(),
        loadTermsPage(),
      ]),
    60_000,
  );

  it('shows the hero on the home page, with the fleet link and the booking card', () => {
    mockSiteApi();
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Arrive in Elegance, Depart in Privacy',
    );
    expect(screen.getByText('Experience unmatched luxury with our premium chauffeur service')).toBeTruthy();
    expect(screen.getByRole('main').querySelector('a[href="/fleet"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Reserve Your Luxury Vehicle' })).toBeTruthy();
  });

  it.each([
    ['/fleet', 'Our Fleet'],
    ['/services', 'Our Services'],
    ['/services/service-1', 'Service 1'],
    ['/about', 'About Us'],
    ['/blog', 'Blog'],
    ['/blog/post-1', 'Post 1'],
    ['/reservation', 'Book Your Premium Transfer'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('loads %s on its first visit, with its heading, and names the tab after it', async (path, title) => {
    mockSiteApi({
      '/api/services/service-1': () =>
        new Response(
          JSON.stringify({
            id: '00000000-0000-4000-8000-000000000001',
            revision: 0,
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
            slug: 'service-1',
            title: { en: 'Service 1' },
            short_description: { en: 'Short' },
            full_description: { en: 'Full' },
            image_url: '/x.svg',
            icon: 'Plane',
            is_featured: true,
            benefits: [],
            pricing_plans: [],
            features: [],
          }),
          { status: 200 },
        ),
      '/api/blog/post-1': () =>
        new Response(
          JSON.stringify({
            id: '00000000-0000-4000-8000-000000000301',
            revision: 0,
            title: { en: 'Post 1' },
            slug: 'post-1',
            content: { en: 'Body' },
            meta_description: { en: '' },
            meta_keywords: [],
            featured_image: null,
            status: 'active',
            published_at: '2026-01-01T00:00:00.000Z',
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
          }),
          { status: 200 },
        ),
    });
    renderApp(path);
    // The header and footer are there at once; the page itself arrives with its code.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1, name: title })).textContent).toBe(title);
    // The title is set by an effect after the heading renders.
    await waitFor(() => expect(document.title).toBe(`${title} · Brussels Private Chauffeur`));
  });

  it('answers an unknown address with a not-found page inside the layout', () => {
    mockSiteApi();
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

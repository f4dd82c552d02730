import { jsonResponse, mockFetch } from './fetch';
import { post, review, service, stat, vehicle } from './site-fixtures';

type Answer = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** The public API with small fixture answers; a test overrides the paths it is about. */
export const DEFAULT_ANSWERS: Record<string, Answer> = {
  '/api/config': () =>
    jsonResponse({
      currency: 'EUR',
      languages: ['en', 'nl', 'fr', 'de'],
      default_language: 'en',
      map_style_url: null,
      maintenance_mode: false,
      // The settings' defaults (SPEC 3 and 9): a booking is requested, cancelled free up to 24 hours ahead.
      automatic_confirmation: false,
      free_cancellation_hours: 24,
    }),
  '/api/services': () => jsonResponse({ items: [service(1), service(2)] }),
  '/api/reviews': () =>
    jsonResponse({ items: [review(1), review(2)], summary: { count: 2, average_rating: 5 } }),
  '/api/stats': () => jsonResponse({ items: [stat(1)] }),
  '/api/blog': () => jsonResponse({ items: [post(1)] }),
  '/api/vehicles': () => jsonResponse({ items: [vehicle(2), vehicle(1)] }),
  '/api/geo/search': () => jsonResponse([]),
};

/** Routes each call by its path (the longest matching prefix), so blocks can load in any order. */
export function mockSiteApi(overrides: Record<string, Answer> = {}) {
  const answers = { ...DEFAULT_ANSWERS, ...overrides };
  const prefixes = Object.keys(answers).sort((a, b) => b.length - a.length);
  return mockFetch((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const prefix = prefixes.find((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
    if (!prefix) return new Response(null, { status: 404 });
    return answers[prefix]!(url, init);
  });
}

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { mockSiteApi } from '../../../test/site-api';
import { i18n } from '../../../i18n';
import { post } from '../../../test/site-fixtures';

describe('/blog', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('./BlogListPage'), import('./BlogPostPage')]), 60_000);

  it('lists the active posts as the server sends them, each linking to its article', async () => {
    mockSiteApi({
      '/api/blog': () =>
        jsonResponse({
          items: [
            post(2, { title: { en: 'Summit week' }, published_at: '2026-03-02T10:00:00.000Z' }),
            post(1, { title: { en: 'Airport guide' } }),
          ],
        }),
    });
    renderApp('/blog');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Summit week',
      'Airport guide',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Summit week' }).getAttribute('href')).toBe(
      '/blog/post-2',
    );
    expect(within(cards[0]!).getByText('2 March 2026')).toBeTruthy();
  });

  it('shows a French visitor the French title and summary, else the original (issue 14)', async () => {
    mockSiteApi({
      '/api/blog': () =>
        jsonResponse({
          items: [
            post(2, {
              title: { en: 'Summit week', fr: 'Semaine de sommet' },
              meta_description: { en: 'Streets close.', fr: 'Les rues ferment.' },
              published_at: '2026-03-02T10:00:00.000Z',
            }),
            post(1, { title: { en: 'Airport guide', nl: 'Luchthavengids' } }),
          ],
        }),
    });
    await i18n.changeLanguage('fr');
    renderApp('/blog');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Semaine de sommet',
      'Airport guide',
    ]);
    expect(within(cards[0]!).getByText('Les rues ferment.')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Streets close.')).toBeNull();
    expect(within(cards[1]!).getByRole('link', { name: 'Airport guide' }).getAttribute('lang')).toBe('en');
  });

  it('says so when nothing is published, or the list fails', async () => {
    mockSiteApi({ '/api/blog': () => jsonResponse({ items: [] }) });
    const { unmount } = renderApp('/blog');
    expect(
      await screen.findByRole('heading', { name: 'No articles published yet. Please come back soon.' }),
    ).toBeTruthy();
    unmount();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockSiteApi({ '/api/blog': () => problemResponse(500, { title: 'Internal Server Error' }) });
    renderApp('/blog');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Unable to load blog posts. Please try again later.')).toBeTruthy();
  });
});

describe('/blog/:slug', { timeout: 20_000 }, () => {
  const article = post(1, {
    title: { en: 'Brussels Airport without the stress' },
    slug: 'brussels-airport-guide',
    content: {
      en: '## How long to allow\n\nAllow **45 minutes**. See [our transfers](/services/airport-transfers).\n\n<script>window.__pwned = true</script>\n\n[bad](javascript:window.__pwned=true)',
    },
    meta_description: { en: 'How long to allow for Zaventem.' },
    meta_keywords: ['Zaventem', 'airport'],
  });

  it('renders the article safely, with its back link and its meta description and keywords', async () => {
    mockSiteApi({ '/api/blog/brussels-airport-guide': () => jsonResponse(article) });
    renderApp('/blog/brussels-airport-guide');
    expect(await screen.findByRole('heading', { level: 1, name: article.title.en })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('heading', { level: 2, name: 'How long to allow' })).toBeTruthy();
    expect(screen.getByText('45 minutes').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'our transfers' }).getAttribute('href')).toBe(
      '/services/airport-transfers',
    );
    // The script is shown as text and never runs; the javascript: link is not a link.
    expect(screen.getByText('<script>window.__pwned = true</script>')).toBeTruthy();
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      article.meta_description.en,
    );
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'Zaventem, airport',
    );
    await waitFor(() => expect(document.title).toBe(`${article.title.en} · Brussels Private Chauffeur`));
  });

  it('gives a French visitor the French article, title and meta description; the original where one is missing', async () => {
    mockSiteApi({
      '/api/blog/brussels-airport-guide': () =>
        jsonResponse({
          ...article,
          title: { ...article.title, fr: 'Brussels Airport sans stress' },
          content: { ...article.content, fr: '## Combien de temps prévoir\n\nComptez **45 minutes**.' },
        }),
    });
    await i18n.changeLanguage('fr');
    renderApp('/blog/brussels-airport-guide');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brussels Airport sans stress' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Combien de temps prévoir' })).toBeTruthy();
    expect(screen.queryByText('How long to allow')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Brussels Airport sans stress · /));
    // No French meta description was written: the original, in the page and in its meta tag.
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'How long to allow for Zaventem.',
    );
    expect(screen.getByText('How long to allow for Zaventem.').getAttribute('lang')).toBe('en');
  });

  it("says 'Post not found' for a missing or unpublished post", async () => {
    mockSiteApi({
      '/api/blog/draft-post': () => problemResponse(404, { title: 'Not Found', detail: 'Post not found' }),
    });
    renderApp('/blog/draft-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toBeTruthy();
  });

  it("says 'Invalid URL' for an address that cannot be a slug", async () => {
    mockSiteApi();
    renderApp('/blog/%3Cscript%3E');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid URL' })).toBeTruthy();
  });
});

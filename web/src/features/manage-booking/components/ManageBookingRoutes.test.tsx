import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { mockSiteApi } from '../../../test/site-api';

/** Issue 18: everything under /booking is one route of the site; the feature picks the page (decision 182). */
describe('the pages of a manage link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the rating page at /booking/:token/rate and the receipt at /booking/:token/receipt', async () => {
    await i18n.changeLanguage('en');
    mockSiteApi({
      '/api/manage': (url) =>
        url.pathname.endsWith('/review')
          ? jsonResponse({ state: 'not_completed', reference: 'BPC-2026-0042' })
          : problemResponse(409, { detail: 'not yet' }),
    });
    const { router } = renderApp('/booking/tok.sig/rate');
    expect(await screen.findByRole('heading', { name: 'Rate your trip' })).toBeTruthy();
    await router.navigate('/booking/tok.sig/receipt');
    expect(await screen.findByText('The receipt is available once the ride is completed.')).toBeTruthy();
    // A page no row names is a link that is not valid.
    await router.navigate('/booking/tok.sig/elsewhere');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
  });

  it("opens an e-mailed link in the booking's language, then leaves the language to the visitor (decision 231)", async () => {
    mockSiteApi({
      '/api/manage': () => jsonResponse({ state: 'not_completed', reference: 'BPC-2026-0042' }),
    });
    // The mail of a Dutch booking, read on a browser whose remembered language is English: at start, the
    // detector takes the link's ?lng= (i18n.test.ts), as it does here.
    localStorage.setItem('i18nextLng', 'en');
    window.history.replaceState(null, '', '/booking/tok.sig/rate?lng=nl');
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe('nl');
    const { router } = renderApp('/booking/tok.sig/rate?lng=nl');
    expect(await screen.findByRole('heading', { name: 'Beoordeel uw rit' })).toBeTruthy();
    // The page drops the parameter from its address...
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/booking/tok.sig/rate');
    // ...so a language the visitor picks stays theirs when the page is opened again from that address.
    await i18n.changeLanguage('fr');
    window.history.replaceState(null, '', router.state.location.pathname);
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe('fr');
    window.history.replaceState(null, '', '/');
    await i18n.changeLanguage('en');
  });
});

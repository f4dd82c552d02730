import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '../../i18n';
import { jsonResponse, problemResponse } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { mockSiteApi } from '../../test/site-api';

/** Issue 18: the site's router leads a manage link's `rate` and `receipt` to their pages (one route). */
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
    await router.navigate('/booking/tok.sig/elsewhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/tok.sig'));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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
});

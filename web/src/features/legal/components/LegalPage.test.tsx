import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { renderApp } from '../../../test/render';

/**
 * The legal pages' date and contents texts ship with their chunk, not with the landing page (decision 259):
 * the page still says them, in the visitor's language, French with its no-break space before the colon.
 */
describe('a legal page', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says when it was last updated and lists its contents, in English', async () => {
    renderApp('/privacy');
    expect(await screen.findByText(/^Last updated: 1 November 2026$/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
  });

  it('says so in French, with a no-break space before the colon', async () => {
    await i18n.changeLanguage('fr');
    renderApp('/terms');
    const updated = await screen.findByText(/^Dernière mise à jour/);
    expect(updated.textContent).toBe('Dernière mise à jour\u00a0: 1 novembre 2026');
    expect(screen.getByRole('navigation', { name: 'Sommaire' })).toBeTruthy();
  });
});

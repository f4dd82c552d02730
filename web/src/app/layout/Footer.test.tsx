import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../../i18n';
import { SITE } from '../../lib/site';
import { AppProviders } from '../providers';
import { Footer } from './Footer';

const renderFooter = () =>
  render(
    <AppProviders client={new QueryClient()}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </AppProviders>,
  );

/**
 * A link's name as the label's text and the shown value make it; jsdom's name computation drops the space
 * the browser keeps between the hidden label ("Téléphone :") and the value, so the space is optional here.
 */
const named = (label: string, value: string) => new RegExp(`^${label} ?${value.replace(/[+.]/g, '\\$&')}$`);

describe('the footer', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('names the phone and e-mail links with the colon of each language (French: a no-break space before it)', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderFooter();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: named('Téléphone\u00a0:', SITE.phoneDisplay) })).toBeTruthy();
    expect(footer.getByRole('link', { name: named('E-mail\u00a0:', SITE.email) })).toBeTruthy();
    await act(() => i18n.changeLanguage('de'));
    expect(footer.getByRole('link', { name: named('Telefon:', SITE.phoneDisplay) })).toBeTruthy();
    expect(footer.getByRole('link', { name: named('E-Mail:', SITE.email) })).toBeTruthy();
  });
});

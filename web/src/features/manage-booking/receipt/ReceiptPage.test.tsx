import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { COMPANY, vatSplit } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { mockSiteApi } from '../../../test/site-api';
import { ReceiptPage } from './ReceiptPage';

const TOKEN = 'b1.signature';
const RECEIPT = {
  reference: 'BPC-2026-0042',
  language: 'fr',
  customer_name: 'Anne Peeters',
  scheduled_time: '2026-11-20T09:30:00.000Z',
  pickup: { address: 'Grand-Place, 1000 Bruxelles, Belgium', line: 'Porte 3' },
  dropoff: { address: 'Brussels Airport, 1930 Zaventem, Belgium', line: null },
  is_round_trip: false,
  distance_km: 14.6,
  vehicle: 'Mercedes S-Class',
  currency: 'EUR',
  ...vatSplit(100, 6),
  vat_rate_percent: 6,
  company: {
    name: COMPANY.name,
    address: COMPANY.address.fr,
    vat_number: COMPANY.vatNumber,
    phone: COMPANY.phoneDisplay,
    email: COMPANY.email,
  },
};

/** The site's answers (its config), with this page's API answered by `handler`. */
const mockApi = (handler: (path: string, init: RequestInit) => Response) =>
  mockSiteApi({ '/api/manage': (url, init) => handler(url.pathname, init) });

const renderPage = () =>
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider
        router={createMemoryRouter(
          [{ path: '/booking/:token/receipt', element: <ReceiptPage token={TOKEN} /> }],
          {
            initialEntries: [`/booking/${TOKEN}/receipt`],
          },
        )}
      />
    </AppProviders>,
  );
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the receipt page (issue 18 point 6)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['en', 'Back to your booking'],
    ['nl', 'Terug naar uw boeking'],
    ['fr', 'Retour à votre réservation'],
    ['de', 'Zurück zu Ihrer Buchung'],
  ] as const)('leads back to the booking (%s), outside the printed receipt', async (language, name) => {
    await i18n.changeLanguage(language);
    mockApi(() => jsonResponse(RECEIPT));
    const { container } = renderPage();
    await screen.findByRole('heading', { name: /BPC-2026-0042/ });
    const back = screen.getByRole('link', { name });
    expect(back.getAttribute('href')).toBe(`/booking/${TOKEN}`);
    expect(container.querySelector('#receipt')!.contains(back)).toBe(false);
  });

  it('in French: the company, the ride, net + VAT 6 % = total, Print and the PDF download', async () => {
    await i18n.changeLanguage('fr');
    mockApi(() => jsonResponse(RECEIPT));
    renderPage();
    expect(await screen.findByRole('heading', { name: /Reçu BPC-2026-0042/ })).toBeTruthy();
    expect(screen.getByText(COMPANY.name)).toBeTruthy();
    // French puts a no-break space before the colon.
    expect(screen.getByText(/Numéro de TVA/).textContent).toContain(
      `Numéro de TVA\u00a0: ${COMPANY.vatNumber}`,
    );
    expect(screen.getByText('Grand-Place, 1000 Bruxelles, Belgium, Porte 3')).toBeTruthy();
    const amounts = within(screen.getByRole('table'));
    expect(plain(amounts.getByRole('row', { name: /Montant hors TVA/ }).textContent)).toContain('94,34 €');
    expect(plain(amounts.getByRole('row', { name: /TVA 6\u00a0%/ }).textContent)).toContain('5,66 €');
    expect(plain(amounts.getByRole('row', { name: /Total payé/ }).textContent)).toContain('100,00 €');
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Télécharger le PDF' });
    expect(pdf.getAttribute('href')).toBe(`/api/manage/${encodeURIComponent(TOKEN)}/receipt.pdf`);
    expect(pdf.hasAttribute('download')).toBe(true);
    await i18n.changeLanguage('en');
  });

  it("names the company's address in the page's language, whatever the booking's", async () => {
    await i18n.changeLanguage('nl');
    mockApi(() =>
      jsonResponse({
        ...RECEIPT,
        language: 'en',
        company: { ...RECEIPT.company, address: COMPANY.address.en },
      }),
    );
    renderPage();
    expect(await screen.findByText(/Louizalaan 000, 1050 Brussel, België/)).toBeTruthy();
    expect(screen.queryByText(/Brussels, Belgium/)).toBeNull();
    expect(screen.getByText(/Btw-nummer/).textContent).toContain(`Btw-nummer: ${COMPANY.vatNumber}`);
    // Dutch writes 6% as Intl does for nl (the dashboard's percentages): no space to break the line on.
    expect(within(screen.getByRole('table')).getByRole('row', { name: /^Btw 6% / })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('says when the ride is not completed yet (409)', async () => {
    await i18n.changeLanguage('en');
    mockApi(() => problemResponse(409, { detail: 'The receipt is available once the ride is completed.' }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The receipt is available once the ride is completed.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});

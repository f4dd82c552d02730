import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRET, type TestApp } from '@chauffeur/api/testing';
import { act, allowPickupsSoon, bookWith, soon } from '@chauffeur/api/testing';
import { COMPANY, bookingStream, vatSplit } from '@chauffeur/contracts';
import { ManageTokens } from '../manage/manage-token';
import { pdfText } from '../receipt/pdf-text';
import { completeAsAnOlderRelease, olderReleaseMetadata, receiptPdfText } from './receipt-test-helpers';

/** Issue 18 point 6: the receipt (JSON and PDF) of a completed ride, through the manage link alone. */
describe('the receipt of a completed ride', () => {
  let t: TestApp;
  const tokens = new ManageTokens(TEST_SECRET);
  beforeEach(async () => {
    t = await createTestApp();
    await allowPickupsSoon(t);
  });
  afterEach(async () => t.close());

  const booked = async (overrides: Record<string, unknown> = {}) =>
    (await bookWith(t, { ...soon(), ...overrides })).json() as {
      id: string;
      reference: string;
      total_fare: number;
    };
  const complete = async (id: string) => {
    await act(t, id, 'confirm', 0);
    await act(t, id, 'start', 1);
    expect((await act(t, id, 'complete', 2)).statusCode).toBe(200);
  };
  /** As a browser reading in `language` asks (the receipt page's places are said in it, decision 305). */
  const get = (url: string, language = 'fr-BE') =>
    t.app.inject({ url, headers: { 'accept-language': language } });

  it('is 409 before completion (page and PDF), 404 for a forged token', async () => {
    const booking = await booked();
    const token = tokens.tokenOf(booking.id);
    for (const path of ['receipt', 'receipt.pdf']) {
      const early = await get(`/api/manage/${token}/${path}`);
      expect(early.statusCode).toBe(409);
      expect(early.json().detail).toBe('The receipt is available once the ride is completed.');
      expect((await get(`/api/manage/${booking.id}.forged/${path}`)).statusCode).toBe(404);
    }
  });

  it('shows the company, the ride and the price with the VAT it includes (6 %), adding up to the cent', async () => {
    const booking = await booked({ language: 'fr', pickup_address_line: 'Porte 3' });
    await complete(booking.id);
    const answer = await get(`/api/manage/${tokens.tokenOf(booking.id)}/receipt`);
    expect(answer.statusCode).toBe(200);
    const receipt = answer.json();
    const split = vatSplit(receipt.total, 6);
    expect(receipt).toMatchObject({
      reference: booking.reference,
      language: 'fr',
      customer_name: 'Anne Peeters',
      vehicle: expect.any(String),
      currency: 'EUR',
      vat_rate_percent: 6,
      net: split.net,
      vat: split.vat,
      pickup: { address: expect.stringContaining('Grand-Place'), line: 'Porte 3' },
      company: { name: COMPANY.name, address: COMPANY.address.fr, vat_number: COMPANY.vatNumber },
    });
    expect(receipt.total).toBeGreaterThan(0);
    expect(Math.round(receipt.net * 100) + Math.round(receipt.vat * 100)).toBe(
      Math.round(receipt.total * 100),
    );
  });

  it('gives a PDF to download, in the booking’s language, holding the reference and the amounts', async () => {
    const booking = await booked({ language: 'fr' });
    await complete(booking.id);
    const token = tokens.tokenOf(booking.id);
    const receipt = (await get(`/api/manage/${token}/receipt`)).json();
    const answer = await get(`/api/manage/${token}/receipt.pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${booking.reference}.pdf"`,
    );
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(answer.rawPayload).replace(/[\u00a0\u202f]/g, ' ');
    const euros = (amount: number) => amount.toFixed(2).replace('.', ',');
    expect(text).toContain(booking.reference);
    expect(text).toContain('Reçu');
    expect(text).toContain('TVA 6 %');
    for (const amount of [receipt.net, receipt.vat, receipt.total]) expect(text).toContain(euros(amount));
    expect(text).toContain(COMPANY.vatNumber);
  });

  it('writes the Dutch VAT rate as Intl and the dashboard do: "Btw 6%", the sign against the number', async () => {
    const booking = await booked({ language: 'nl' });
    await complete(booking.id);
    const text = pdfText((await get(`/api/manage/${tokens.tokenOf(booking.id)}/receipt.pdf`)).rawPayload);
    expect(text).toContain('Btw 6%');
    // "btw" is a common noun: a capital only where a line starts, as on the receipt page.
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain('Totaal betaald (btw inbegrepen)');
  });

  /** The admin changes the VAT rate (a legal change), as the settings page does. */
  let settingsRevision = 0; // allowPickupsSoon wrote the settings' first change
  const setVatRate = async (rate: number) => {
    const answer = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': `${settingsRevision}` },
      payload: { vat_rate_percent: rate },
    });
    expect(answer.statusCode).toBe(200);
    settingsRevision += 1;
  };
  beforeEach(() => {
    settingsRevision = 0;
  });
  const euros = (amount: number) => amount.toFixed(2).replace('.', ',');
  const pdfOf = (token: string) => receiptPdfText(t, token);

  it('keeps the rate of the ride (decision 232): done at 6 %, the rate then set to 12 %, the receipt (page and PDF) still says 6 % and the same amounts; a ride done after says 12 %', async () => {
    const before = await booked({ language: 'fr' });
    await complete(before.id);
    const token = tokens.tokenOf(before.id);
    const first = (await get(`/api/manage/${token}/receipt`)).json();
    expect(first).toMatchObject({ vat_rate_percent: 6, ...vatSplit(first.total, 6) });

    await setVatRate(12);
    const again = (await get(`/api/manage/${token}/receipt`)).json();
    expect(again).toEqual(first);
    const pdf = await pdfOf(token);
    expect(pdf).toContain('TVA 6 %');
    expect(pdf).not.toContain('TVA 12 %');
    for (const amount of [first.net, first.vat, first.total]) expect(pdf).toContain(euros(amount));

    const after = await booked({ language: 'fr' });
    await complete(after.id);
    const afterToken = tokens.tokenOf(after.id);
    const receipt = (await get(`/api/manage/${afterToken}/receipt`)).json();
    expect(receipt).toMatchObject({ vat_rate_percent: 12, ...vatSplit(receipt.total, 12) });
    expect(await pdfOf(afterToken)).toContain('TVA 12 %');
  });

  /** The admin changes the company's currency, as the settings page does. */
  const setCurrency = async (currency: string) => {
    const answer = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': `${settingsRevision}` },
      payload: { default_currency: currency },
    });
    expect(answer.statusCode).toBe(200);
    settingsRevision += 1;
  };

  it('keeps the currency of the fare (decision 241): completed in EUR, the currency then set to GBP, the receipt (page and PDF) still says EUR; a ride booked after is in GBP', async () => {
    const before = await booked({ language: 'en' });
    await complete(before.id);
    const token = tokens.tokenOf(before.id);
    const first = (await get(`/api/manage/${token}/receipt`)).json();
    expect(first.currency).toBe('EUR');

    await setCurrency('GBP');
    expect((await get(`/api/manage/${token}/receipt`)).json()).toEqual(first);
    const pdf = await pdfOf(token);
    expect(pdf).toContain(`€${first.total.toFixed(2)}`);
    expect(pdf).not.toContain('£');

    const after = await booked({ language: 'en' });
    await complete(after.id);
    const afterToken = tokens.tokenOf(after.id);
    const receipt = (await get(`/api/manage/${afterToken}/receipt`)).json();
    expect(receipt.currency).toBe('GBP');
    expect(await pdfOf(afterToken)).toContain(`£${receipt.total.toFixed(2)}`);
  });

  it('gives a ride booked before decision 241 (no currency stored) the currency set when it was booked, not the one of today', async () => {
    await setCurrency('USD');
    const booking = await booked({ language: 'en' });
    // The request as an older release wrote it: the same ride, no currency, in a stream of its own.
    const [request] = await t.eventStore.readStream(bookingStream(booking.id));
    const { currency, ...older } = request!.data as Record<string, unknown>;
    expect(currency).toBe('USD');
    const legacyId = randomUUID();
    await t.eventStore.append(
      bookingStream(legacyId),
      [
        {
          type: 'BookingRequested',
          data: { ...older, booking_id: legacyId },
          metadata: olderReleaseMetadata(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await complete(legacyId);
    await setCurrency('GBP');
    const token = tokens.tokenOf(legacyId);
    expect((await get(`/api/manage/${token}/receipt`)).json()).toMatchObject({ currency: 'USD' });
    expect(await pdfOf(token)).toContain('US$');
  });

  it('gives a ride completed before decision 232 (no rate stored) the rate the settings had at its completion, not the one of today (decision 233)', async () => {
    await setVatRate(12);
    const booking = await booked({ language: 'en' });
    await act(t, booking.id, 'confirm', 0);
    await act(t, booking.id, 'start', 1);
    // The completion as an older release wrote it: the fare, no rate.
    await completeAsAnOlderRelease(t, booking.id, { total_fare: booking.total_fare });
    await setVatRate(21);
    const token = tokens.tokenOf(booking.id);
    const receipt = (await get(`/api/manage/${token}/receipt`)).json();
    expect(receipt).toMatchObject({ vat_rate_percent: 12, ...vatSplit(booking.total_fare, 12) });
    expect(await pdfOf(token)).toContain('VAT 12%');
  });
});

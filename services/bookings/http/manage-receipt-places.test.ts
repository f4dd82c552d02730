import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_SECRET, type TestApp } from '@chauffeur/api/testing';
import { act, allowPickupsSoon, bookWith, soon } from '@chauffeur/api/testing';
import { addressIn } from '../../geo/index';
import { ManageTokens } from '../manage/manage-token';
import { completeAsAnOlderRelease, receiptPdfText } from './receipt-test-helpers';

// The gazetteer's reading of a place, as it is until a test renames the places (a later deploy's gazetteer).
vi.mock(import('../../geo/index'), async (importOriginal) => {
  const geo = await importOriginal();
  return { ...geo, addressIn: vi.fn(geo.addressIn) };
});
const renamed = (address: string) => `Renamed ${address.split(',')[0]}`;

/** Decision 297: a receipt reads the same at every download, whatever the gazetteer becomes. */
describe('the places of a receipt', () => {
  let t: TestApp;
  const tokens = new ManageTokens(TEST_SECRET);
  beforeEach(async () => {
    t = await createTestApp();
    await allowPickupsSoon(t);
  });
  afterEach(async () => {
    vi.mocked(addressIn).mockRestore();
    await t.close();
  });

  /** In the booking's French: the receipt as issued (decision 305). */
  const get = (url: string) => t.app.inject({ url, headers: { 'accept-language': 'fr-BE' } });
  const pdfOf = (token: string) => receiptPdfText(t, token);

  it('are the ones read when the ride was completed: the gazetteer renaming the place later changes neither the page nor the PDF', async () => {
    const booking = (await bookWith(t, { ...soon(), language: 'fr' })).json() as { id: string };
    await act(t, booking.id, 'confirm', 0);
    await act(t, booking.id, 'start', 1);
    expect((await act(t, booking.id, 'complete', 2)).statusCode).toBe(200);
    const token = tokens.tokenOf(booking.id);
    const first = (await get(`/api/manage/${token}/receipt`)).json();
    expect(first.pickup.address).toContain('Grand-Place');
    expect(await pdfOf(token)).toContain(first.pickup.address);

    // A later release's gazetteer writes every place otherwise.
    vi.mocked(addressIn).mockImplementation(renamed);
    expect((await get(`/api/manage/${token}/receipt`)).json()).toEqual(first);
    const pdf = await pdfOf(token);
    expect(pdf).toContain(first.pickup.address);
    expect(pdf).toContain(first.dropoff.address);
    expect(pdf).not.toContain('Renamed');
  });

  it('of a ride completed before decision 297 (no places recorded) are read from the gazetteer of the day, as before', async () => {
    const booking = (await bookWith(t, { ...soon(), language: 'fr' })).json() as {
      id: string;
      total_fare: number;
    };
    await act(t, booking.id, 'confirm', 0);
    await act(t, booking.id, 'start', 1);
    // The completion as an older release wrote it: the fare and the rate, no places.
    await completeAsAnOlderRelease(t, booking.id, { total_fare: booking.total_fare, vat_rate_percent: 6 });
    const token = tokens.tokenOf(booking.id);
    expect((await get(`/api/manage/${token}/receipt`)).json().pickup.address).toContain('Grand-Place');
    vi.mocked(addressIn).mockImplementation(renamed);
    expect((await get(`/api/manage/${token}/receipt`)).json().pickup.address).toBe('Renamed Grand-Place');
  });

  it("are said in the reader's language on the page (decision 305): a German receipt read in Dutch says Brussel, its PDF stays as issued", async () => {
    const booking = (await bookWith(t, { ...soon(), language: 'de' })).json() as { id: string };
    await act(t, booking.id, 'confirm', 0);
    await act(t, booking.id, 'start', 1);
    expect((await act(t, booking.id, 'complete', 2)).statusCode).toBe(200);
    const token = tokens.tokenOf(booking.id);
    const page = (language: string) =>
      t.app.inject({ url: `/api/manage/${token}/receipt`, headers: { 'accept-language': language } });
    const inGerman = (await page('de-BE')).json();
    expect(inGerman.pickup.address).toBe('Grand-Place, 1000 Brüssel, Belgien');
    const inDutch = (await page('nl-BE')).json();
    expect(inDutch).toMatchObject({
      language: 'de',
      pickup: { address: 'Grote Markt, 1000 Brussel, België' },
      dropoff: { address: 'Brussels Airport, 1930 Zaventem, België' },
    });
    // Only the places are read anew: the rest is the receipt as issued.
    expect({ ...inDutch, pickup: null, dropoff: null }).toEqual({ ...inGerman, pickup: null, dropoff: null });
    const pdf = await pdfOf(token);
    expect(pdf).toContain('Brüssel');
    expect(pdf).not.toContain('Brussel,');

    // In the booking's language the page is the receipt as issued, whatever the gazetteer becomes.
    vi.mocked(addressIn).mockImplementation(renamed);
    expect((await page('de-BE')).json()).toEqual(inGerman);
  });
});

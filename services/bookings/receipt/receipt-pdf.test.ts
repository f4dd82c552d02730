import { describe, expect, it } from 'vitest';
import type { Receipt } from '@chauffeur/contracts';
import { pdfText } from './pdf-text';
import { receiptPdf } from './receipt-pdf';

const receipt: Receipt = {
  reference: 'CH-7K3P9Q',
  language: 'en',
  customer_name: 'Anne Peeters',
  // 14:15 UTC: 15:15 in Brussels (winter time).
  scheduled_time: '2026-11-29T14:15:00.000Z',
  pickup: { address: 'Grand-Place, 1000 Brussels', line: null },
  dropoff: { address: 'Brussels Airport, 1930 Zaventem', line: null },
  is_round_trip: false,
  distance_km: 1234.5,
  vehicle: 'S-Class',
  currency: 'EUR',
  total: 1308.57,
  net: 1234.5,
  vat: 74.07,
  vat_rate_percent: 6,
  company: {
    name: 'Brussels Private Chauffeur',
    address: 'Avenue Louise 1, 1050 Brussels',
    vat_number: 'BE0123456789',
    phone: '+32 2 000 00 00',
    email: 'hello@example.be',
  },
};

/** Decision 246: an English receipt is written as the English page and e-mails write it (en-GB). */
describe('the English PDF receipt', () => {
  it('writes the pickup day first on a 24-hour clock, and numbers and amounts the English way', async () => {
    const text = pdfText(await receiptPdf(receipt, new Date('2026-11-30T10:00:00Z'))).replace(
      /[\u00a0\u202f]/g,
      ' ',
    );
    expect(text).toContain('29 November 2026 at 15:15');
    expect(text).toContain('1,234.5 km');
    expect(text).toContain('€1,308.57');
  });
});

describe('the PDF receipt in French and German', () => {
  const text = async (language: string) =>
    pdfText(await receiptPdf({ ...receipt, language }, new Date('2026-11-30T10:00:00Z')));

  it('sets the colon of the VAT number as each language does: a no-break space before it in French', async () => {
    expect(await text('fr')).toContain('Numéro de TVA\u00a0: BE0123456789');
    expect(await text('de')).toContain('USt-IdNr.: BE0123456789');
  });
});

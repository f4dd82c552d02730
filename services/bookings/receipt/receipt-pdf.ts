import PDFDocument from 'pdfkit';
import { labelled } from '@chauffeur/platform';
import {
  formatBrussels,
  intlLocale,
  LANGUAGES,
  RECEIPT_TEXTS,
  receiptVat,
  type Language,
  type Receipt,
} from '@chauffeur/contracts';

const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';

/**
 * The PDF receipt (issue 18 point 6): one A4 page in the booking's language with the standard Helvetica
 * (PDFKit's built-in fonts need no file and cover the four languages' accents and the euro sign).
 * `now` is the creation date written in the file's metadata.
 */
export async function receiptPdf(receipt: Receipt, now: Date): Promise<Buffer> {
  const language = languageOf(receipt.language);
  const t = RECEIPT_TEXTS[language];
  const locale = intlLocale(language);
  const money = (amount: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: receipt.currency }).format(amount);
  const when = formatBrussels(receipt.scheduled_time, locale, 'longDateTime');

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: `${t.title} ${receipt.reference}`, Author: receipt.company.name, CreationDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { company } = receipt;
  doc.font('Helvetica-Bold').fontSize(16).text(company.name);
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  // The mails' colon, so French sets its no-break space before it (Numéro de TVA : BE…).
  doc.text(company.address).text(labelled(t.vatNumber, company.vat_number, language));
  doc.text(`${company.phone} · ${company.email}`);
  doc.moveDown(2).fillColor('#000000');
  doc.font('Helvetica-Bold').fontSize(20).text(`${t.title} ${receipt.reference}`);
  doc.moveDown();

  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(label, { continued: false });
    doc.font('Helvetica').fontSize(11).text(value).moveDown(0.5);
  };
  const place = (p: Receipt['pickup']) => (p.line ? `${p.address}\n${p.line}` : p.address);
  row(t.reference, receipt.reference);
  row(t.date, when);
  row(t.customer, receipt.customer_name);
  row(t.from, place(receipt.pickup));
  row(t.to, receipt.is_round_trip ? `${place(receipt.dropoff)} (${t.roundTrip})` : place(receipt.dropoff));
  row(t.vehicle, receipt.vehicle);
  row(t.distance, `${receipt.distance_km.toLocaleString(locale, { maximumFractionDigits: 1 })} km`);

  doc.moveDown();
  const amounts: [string, string][] = [
    [t.net, money(receipt.net)],
    [receiptVat(t, receipt.vat_rate_percent), money(receipt.vat)],
    [t.total, money(receipt.total)],
  ];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const [index, [label, value]] of amounts.entries()) {
    const y = doc.y;
    const bold = index === amounts.length - 1;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 11);
    doc.text(label, left, y, { width: width * 0.7 });
    doc.text(value, left, y, { width, align: 'right' });
    doc.moveDown(0.4);
  }
  doc.moveDown(2).font('Helvetica-Oblique').fontSize(10).text(t.thanks, left);
  doc.end();
  return done;
}

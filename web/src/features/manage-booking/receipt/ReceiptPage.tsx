import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBrussels, intlLocale, type Receipt } from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';
import { BackToBooking } from '../components/BackToBooking';
import { SITE } from '../../../lib/site';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFormat } from '../../../lib/useFormat';
import { registerReceiptTexts } from './i18n/register-receipt';
import { useLanguageKey } from '../../../lib/useLanguageKey';
import { receiptPdfUrl, receiptRequest } from './receipt-api';

registerReceiptTexts();

/**
 * Printing shows the receipt alone, black on white: the site's header, footer and buttons stay on screen.
 * A print style of this page only (it is in the DOM while the page is shown).
 */
const PRINT_CSS = `@media print {
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  #receipt, #receipt * { visibility: visible !important; color: #000 !important; background: transparent !important; border-color: #999 !important; }
  #receipt { position: absolute; inset: 0 auto auto 0; width: 100%; max-width: none; box-shadow: none !important; }
  #receipt [data-screen-only] { display: none !important; }
}`;

/**
 * /booking/:token/receipt (issue 18 point 6): the printable receipt of a completed ride, with the company's
 * details, the route and the price with the VAT it includes; a PDF of it in the booking's language.
 */
export function ReceiptPage({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('receipt.title'));
  const receipt = useQuery({
    // Its places in the page's language (decision 305): asked for again when the reader switches.
    ...useLanguageKey(['manage', token, 'receipt']),
    queryFn: () => receiptRequest(token),
    retry: false,
  });
  const problem = receipt.error instanceof ApiError ? receipt.error.status : null;
  return (
    <section className="px-4 py-10 sm:px-8 sm:py-16">
      <style>{PRINT_CSS}</style>
      {/* Outside #receipt: not printed. */}
      <div className="mx-auto mb-4 max-w-2xl">
        <BackToBooking token={token} />
      </div>
      <div
        id="receipt"
        className="mx-auto max-w-2xl rounded-md border border-white/10 bg-ink-900/80 p-5 shadow-2xl shadow-black/40 sm:p-8"
      >
        {receipt.isPending ? (
          <p role="status" className="text-stone-300">
            {t('receipt.checking')}
          </p>
        ) : null}
        {receipt.isError ? (
          <p role="alert" className="text-stone-200">
            {problem === 404
              ? t('receipt.invalid')
              : problem === 409
                ? t('receipt.notCompleted')
                : t('receipt.failed')}
          </p>
        ) : null}
        {receipt.data ? <ReceiptBody receipt={receipt.data} pdf={receiptPdfUrl(token)} /> : null}
      </div>
    </section>
  );
}

function ReceiptBody({ receipt, pdf }: { receipt: Receipt; pdf: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) =>
    new Intl.NumberFormat(intlLocale(format.language), {
      style: 'currency',
      currency: receipt.currency,
    }).format(amount);
  const when = formatBrussels(receipt.scheduled_time, format.language, 'longDateTime');
  const place = (p: Receipt['pickup']) => (p.line ? `${p.address}, ${p.line}` : p.address);
  const { company } = receipt;
  // The page's language, not the booking's (the PDF keeps the booking's): an English booking read on a
  // French page says Bruxelles. The site's copy of the company is the receipt's (site.test.ts).
  const address = SITE.company.address[format.language] ?? company.address;
  return (
    <>
      <header className="border-b border-white/10 pb-4">
        <p className="font-display text-xl font-semibold text-ivory">{company.name}</p>
        <address className="mt-1 text-sm not-italic text-stone-400">
          {address}
          <br />
          {t('labelled', { label: t('receipt.vatNumber'), value: company.vat_number })}
          <br />
          {company.phone} · {company.email}
        </address>
      </header>
      <h1 className="mt-6 font-display text-3xl font-semibold text-ivory">
        {t('receipt.title')} <span className="whitespace-nowrap">{receipt.reference}</span>
      </h1>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <Row label={t('receipt.reference')}>{receipt.reference}</Row>
        <Row label={t('receipt.date')}>{when}</Row>
        <Row label={t('receipt.customer')}>{receipt.customer_name}</Row>
        <Row label={t('receipt.from')}>{place(receipt.pickup)}</Row>
        <Row label={t('receipt.to')}>
          {place(receipt.dropoff)}
          {receipt.is_round_trip ? ` (${t('receipt.roundTrip')})` : ''}
        </Row>
        <Row label={t('receipt.vehicle')}>{receipt.vehicle}</Row>
        <Row label={t('receipt.distance')}>{formatNumber1(receipt.distance_km, format.language)} km</Row>
      </dl>
      <table className="mt-8 w-full border-t border-white/10 text-left">
        <tbody>
          <tr>
            <th scope="row" className="py-2 font-normal text-stone-300">
              {t('receipt.net')}
            </th>
            <td className="py-2 text-right text-stone-200 tabular-nums">{money(receipt.net)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 font-normal text-stone-300">
              {t('receipt.vat', { rate: receipt.vat_rate_percent })}
            </th>
            <td className="py-2 text-right text-stone-200 tabular-nums">{money(receipt.vat)}</td>
          </tr>
          <tr className="border-t border-white/10">
            <th scope="row" className="py-3 font-semibold text-ivory">
              {t('receipt.total')}
            </th>
            <td className="py-3 text-right text-lg font-semibold text-gold-200 tabular-nums">
              {money(receipt.total)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-6 text-sm text-stone-400 italic">{t('receipt.thanks')}</p>
      <div data-screen-only className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => window.print()} className="btn-gold min-h-12 px-6">
          {t('receipt.print')}
        </button>
        <a
          href={pdf}
          download
          className="flex min-h-12 items-center justify-center rounded-sm border border-white/20 px-6 text-stone-100 hover:bg-white/5"
        >
          {t('receipt.download')}
        </a>
      </div>
    </>
  );
}

const formatNumber1 = (value: number, language: string) =>
  new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(value);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-semibold text-stone-400">{label}</dt>
      <dd className="text-stone-100 break-words">{children}</dd>
    </>
  );
}

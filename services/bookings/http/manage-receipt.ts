import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiptSchema } from '@chauffeur/contracts';
import { managedBooking } from '../manage/managed-booking';
import { completedRide, receiptOf } from '../receipt/receipt-of';
import { receiptPdf } from '../receipt/receipt-pdf';
import { rideCurrency } from '../receipt/ride-currency';
import { rideVatRate } from '../receipt/ride-vat-rate';
import { receiptForReader } from '../receipt/receipt-places';
import { readerLanguage } from './reader-language';
import type { BookingsDeps } from '../module';

const tags = ['manage'];
const params = z.object({ token: z.string().min(1).max(200) });

/**
 * Issue 18 point 6: the receipt of a completed ride, as JSON for the printable page and as a PDF to keep,
 * authorised by the manage link alone (a forged token is 404, a ride not completed 409).
 */
export async function manageReceiptRoutes(app: FastifyInstance, deps: BookingsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const receipt = async (token: string) => {
    const booking = completedRide(await managedBooking(deps, token));
    // The ride's own VAT rate (decisions 232–233) and its fare's currency (241): none is today's setting.
    const [vatRatePercent, currency] = await Promise.all([
      rideVatRate(deps.eventStore, booking),
      rideCurrency(deps.eventStore, booking),
    ]);
    return { booking, receipt: receiptOf(booking, { vatRatePercent, currency }) };
  };

  api.get(
    '/api/manage/:token/receipt',
    {
      config: { problems: [409] },
      schema: {
        tags,
        summary:
          "The receipt of a completed ride: company, ride, price with the VAT it includes; its places in the reader's language",
        params,
        response: { 200: receiptSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { booking, receipt: issued } = await receipt(request.params.token);
      return receiptForReader(issued, booking.booking, readerLanguage(request));
    },
  );

  api.get(
    '/api/manage/:token/receipt.pdf',
    {
      config: { problems: [409] },
      schema: {
        tags,
        summary: 'The receipt as a PDF, in the booking’s language (a download named after the reference)',
        params,
        response: {
          200: {
            description: 'The receipt as a PDF file',
            content: { 'application/pdf': { schema: z.any().describe('The PDF file') } },
          },
        },
      },
    },
    async (request, reply) => {
      const { receipt: data } = await receipt(request.params.token);
      const pdf = await receiptPdf(data, deps.now());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${data.reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}

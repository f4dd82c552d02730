import { randomUUID } from 'node:crypto';
import type { TestApp } from '@chauffeur/api/testing';
import { bookingStream } from '@chauffeur/contracts';
import { pdfText } from '../receipt/pdf-text';

/** The receipt PDF's text as a reader sees it (narrow and no-break spaces as plain ones). */
export const receiptPdfText = async (t: TestApp, token: string) =>
  pdfText((await t.app.inject({ url: `/api/manage/${token}/receipt.pdf` })).rawPayload).replace(
    /[\u00a0\u202f]/g,
    ' ',
  );

/** The metadata an older release's event carries here (a system actor, no request to correlate). */
export const olderReleaseMetadata = () => ({
  eventId: randomUUID(),
  occurredAt: new Date().toISOString(),
  actor: { kind: 'system' as const, name: 'older release' },
  correlationId: 'legacy',
  causationId: 'legacy',
});

/**
 * Completes a started ride (at revision 2) as an older release wrote the completion: `data` holds only what
 * that release recorded (no rate before decision 232, no places before decision 297).
 */
export async function completeAsAnOlderRelease(
  t: TestApp,
  bookingId: string,
  data: { total_fare: number; vat_rate_percent?: number },
): Promise<void> {
  await t.eventStore.append(
    bookingStream(bookingId),
    [
      {
        type: 'RideCompleted',
        data: { booking_id: bookingId, ...data },
        metadata: olderReleaseMetadata(),
      },
    ],
    { expectedRevision: 2n },
  );
}

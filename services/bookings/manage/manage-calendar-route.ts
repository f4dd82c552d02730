import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFile } from '@chauffeur/platform';
import { readerLanguage } from '../http/reader-language';
import type { BookingsDeps } from '../module';
import { bookingCalendarEvent, calendarFileName } from './booking-calendar';
import { managedBooking } from './managed-booking';
import { MANAGE_CALENDAR_ROUTE, manageUrl } from './manage-token';

const tags = ['manage: customers'];
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * "Add to calendar" on the manage page (decision 337): the booking as an iCalendar file, authorised by the
 * manage link's token alone and refused like the page (the same 404 for a forged token and an unknown or
 * deleted booking; rate-limited per address by the /api/manage/ prefix). Served whatever the status: a
 * cancelled booking's file is a METHOD:CANCEL, as the cancellation mail's attachment (decision 345), so a
 * calendar opening it removes the ride.
 */
export const manageCalendarRoute: FastifyPluginAsync<BookingsDeps> = async (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    MANAGE_CALENDAR_ROUTE,
    {
      config: { rateLimit: true },
      schema: {
        tags,
        summary:
          "The booking as an iCalendar event to download (one VEVENT in UTC, its UID the same at every download; METHOD:CANCEL and STATUS:CANCELLED once cancelled), in the reader's language; 404 for a link that is not valid",
        params: tokenParams,
        response: {
          200: {
            description: 'The ride as an iCalendar file (RFC 5545), named after the booking reference',
            content: { 'text/calendar': { schema: z.string().describe('The iCalendar file') } },
          },
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const managed = await managedBooking(deps, token);
      const language = readerLanguage(request);
      const event = bookingCalendarEvent({
        booking: managed.booking,
        status: managed.status,
        revision: managed.revision,
        language,
        // The page opens in the file's language, as an e-mailed link does (decision 231).
        manageUrl: manageUrl(deps.siteUrl, token, { language }),
        stamp: deps.now(),
      });
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${calendarFileName(managed.booking)}"`)
          // Personal data behind a secret link: no cache keeps it (as the page's answer).
          .header('cache-control', 'no-store')
          .send(calendarFile(event))
      );
    },
  );
};

import { bookingStream, isEvent } from '@chauffeur/contracts';
import { BRAND, UnmailableEvent, fold, type MailReaction } from '@chauffeur/platform';
import { bookingDecider } from '../domain/booking-decider';
import type { BookingEvent } from '../events';
import { ManageLinkAsked, ManageLinkRequested } from '../manage/manage-events';
import { ManageTokens, manageUrl } from '../manage/manage-token';
import { manageLinkMail } from './templates/manage-link-mail';

/**
 * ManageLinkAsked ("Find my booking"; ManageLinkRequested in logs before decision 255) → the booking's customer, with the manage link, in the booking's
 * language. Only ever to the address the booking holds at that event, never one the asker typed. A factory:
 * the link is signed with the server's secret, so the composition root builds it (services/api/src/main.ts),
 * like the staff invitation.
 */
export function manageLinkMailReaction(options: { secret: string; siteUrl: string }): MailReaction {
  const tokens = new ManageTokens(options.secret);
  return {
    eventTypes: [ManageLinkAsked.type, ManageLinkRequested.type],
    mails: async (event, eventStore) => {
      if (!isEvent(ManageLinkAsked, event) && !isEvent(ManageLinkRequested, event)) return [];
      const bookingId = event.data.booking_id;
      // The booking as it stood when the link was asked for (a later change of address does not re-send):
      // by the log's order, since the request may be on its own stream.
      const events = (await eventStore.readStream(bookingStream(bookingId))).filter(
        (earlier) => earlier.position <= event.position,
      );
      const state = fold(
        bookingDecider,
        events.map((earlier) => ({ type: earlier.type, data: earlier.data }) as BookingEvent),
      );
      if (state.status === 'none') throw new UnmailableEvent(`booking ${bookingId} has no BookingRequested`);
      const { booking } = state;
      return [
        {
          id: `${event.id}.manage-link@${BRAND.domain}`,
          to: booking.customer.email,
          ...manageLinkMail({
            language: booking.language,
            status: state.status,
            name: booking.customer.name,
            reference: booking.reference,
            url: manageUrl(options.siteUrl, tokens.tokenOf(bookingId), { language: booking.language }),
          }),
        },
      ];
    },
  };
}

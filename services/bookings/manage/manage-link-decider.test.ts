import { describe, expect, it } from 'vitest';
import type { BookingRequestedData } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import { bookingDecider } from '../domain/booking-decider';
import type { BookingEvent } from '../events';
import { manageLinkDecider } from './manage-link-decider';

/* Decision 255: a "Find my booking" request, decided on the booking's requests stream, as given/when/then. */

const id = '3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20';
const requested = {
  type: 'BookingRequested',
  data: { booking_id: id, reference: 'CH-7K3P9Q' } as BookingRequestedData,
} as BookingEvent;
const deleted: BookingEvent = { type: 'BookingDeleted', data: { booking_id: id } };

/** Given the booking's own events (and the requests already made), when a request comes. */
const given = (booking: BookingEvent[], requests = 0) => ({
  when: () => () =>
    manageLinkDecider.decide(
      { type: 'RequestManageLink', bookingId: id, booking: fold(bookingDecider, booking) },
      fold(
        manageLinkDecider,
        Array.from({ length: requests }, () => ({
          type: 'ManageLinkAsked' as const,
          data: { booking_id: id },
        })),
      ),
    ),
});

describe('a "Find my booking" request (manage link decider)', () => {
  it('records the request of a booking, however many came before', () => {
    const asked = [{ type: 'ManageLinkAsked', data: { booking_id: id } }];
    expect(given([requested]).when()()).toEqual(asked);
    expect(given([requested], 3).when()()).toEqual(asked);
  });

  it('refuses a booking that does not exist or was deleted (booking_not_found): no link is sent', () => {
    for (const booking of [[], [requested, deleted]])
      expect(given(booking).when()).toThrow(
        expect.objectContaining({ kind: 'not_found', details: { coded: { code: 'booking_not_found' } } }),
      );
  });
});

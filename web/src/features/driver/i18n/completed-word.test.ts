import { describe, expect, it } from 'vitest';
import { adminNl } from '../../admin/i18n/nl';
import { manageNl } from '../../manage-booking/i18n/nl';
import { myAccountNl } from '../../my-account/i18n/my-account-nl';
import { driverNl } from './nl';

describe('the Dutch word for a completed ride', () => {
  // A tour found the chauffeur's card saying "Voltooid" where the customer's manage page said "Afgerond" for
  // the same ride: one word on every page, the admin's status table's.
  it('is the same on the driver’s card, the manage page and its timeline, My bookings and the admin', () => {
    const word = adminNl.bookings.status.completed;
    expect(word).toBe('Voltooid');
    expect({
      driver: driverNl.status.completed,
      manage: manageNl.status.completed,
      timeline: manageNl.timeline.completed,
      myBookings: myAccountNl.bookings.status.completed,
    }).toEqual({ driver: word, manage: word, timeline: word, myBookings: word });
  });
});

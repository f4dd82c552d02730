import { describe, expect, it } from 'vitest';
import { adminTexts } from '../../admin/testing';
import { manageNl } from '../../manage-booking/testing';
import { driverNl } from './nl';

describe('the Dutch word for a completed ride', () => {
  // A tour found the chauffeur's card saying "Voltooid" where the customer's manage page said "Afgerond" for
  // the same ride: one word on every page, the admin's status table's (decision 306).
  it('is the same on the driver’s card, the manage page and its timeline, and the admin', () => {
    const word = adminTexts.nl.bookings.status.completed;
    expect(word).toBe('Voltooid');
    expect({
      driver: driverNl.status.completed,
      manage: manageNl.status.completed,
      timeline: manageNl.timeline.completed,
    }).toEqual({ driver: word, manage: word, timeline: word });
  });
});

import { z } from 'zod';
import { requiredText, safeText } from '../common/text';

/** How long one internal note may be: a paragraph or two, what a phone call or a handover needs. */
export const BOOKING_NOTE_MAX = 2000;

/**
 * An admin's internal note on a booking (issue 15): staff-only text kept in the booking's history and
 * shown on its admin page. Never sent to the customer: no public answer, e-mail or page carries it.
 */
export const bookingNoteRequestSchema = z.object({
  text: safeText(requiredText('Note', BOOKING_NOTE_MAX), 'Note', true),
});
export type BookingNoteRequest = z.infer<typeof bookingNoteRequestSchema>;

/** A note as the booking's admin page lists it: what, when, and by whom (the actor's e-mail or id). */
export const bookingNoteSchema = z.object({
  text: z.string(),
  added_at: z.string(),
  added_by: z.string(),
});
export type BookingNote = z.infer<typeof bookingNoteSchema>;

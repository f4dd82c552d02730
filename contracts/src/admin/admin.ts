import { z } from 'zod';
import { userRowSchema } from '../accounts/account';

/** A row of the admin customers table (SPEC 2): the account and how many bookings its e-mail made. */
export const customerRowSchema = userRowSchema.extend({ booking_count: z.number().int().nonnegative() });
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerPageSchema = z.object({ items: z.array(customerRowSchema), total: z.number().int() });
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** What POST /api/admin/uploads answers: where the stored image is served. */
export const uploadResultSchema = z.object({
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** A short-lived ticket that lets EventSource (which cannot send headers) open GET /api/admin/live. */
export const liveTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;

/** One server-sent event of the admin live stream: which read models just changed, and where the log is. */
export const liveChangeSchema = z.object({ models: z.array(z.string()), position: z.string() });
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** A contact message as the admin messages view lists it. */
export const contactMessageRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  received_at: z.string(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

export const contactMessagePageSchema = z.object({
  items: z.array(contactMessageRowSchema),
  total: z.number().int(),
});

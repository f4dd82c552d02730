import {
  myBookingsSchema,
  resendVerificationResultSchema,
  verifyEmailResultSchema,
  type Language,
  type MyBookings,
  type ResendVerificationResult,
  type VerifyEmailResult,
} from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/** GET /api/me/bookings: the signed-in account's bookings, upcoming then past (issue 18). */
export const myBookingsRequest = (signal?: AbortSignal): Promise<MyBookings> =>
  api.get('/me/bookings', myBookingsSchema, { signal });

/** POST /api/auth/verify-email: the e-mailed link's token; no session needed (the link may open anywhere). */
export const verifyEmailRequest = (token: string): Promise<VerifyEmailResult> =>
  api.post('/auth/verify-email', { token }, { auth: false, schema: verifyEmailResultSchema });

/** POST /api/auth/verify-email/resend: a new link, in the language the site is shown in. */
export const resendVerificationRequest = (language: Language): Promise<ResendVerificationResult> =>
  api.post('/auth/verify-email/resend', { language }, { schema: resendVerificationResultSchema });

import { receiptSchema, type Receipt } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/** GET /api/manage/:token/receipt (issue 18): 409 until the ride is completed, 404 for a wrong link. */
export const receiptRequest = (token: string): Promise<Receipt> =>
  api.get(`/manage/${encodeURIComponent(token)}/receipt`, receiptSchema, { auth: false });

/** The PDF of the same receipt, in the booking's language (a download). */
export const receiptPdfUrl = (token: string) => `/api/manage/${encodeURIComponent(token)}/receipt.pdf`;

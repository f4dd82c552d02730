import { myContactSchema, type MyContact } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/** GET /api/me/contact: what the wizard pre-fills for a signed-in customer (issue 18 point 3). */
export const myContactRequest = (signal?: AbortSignal): Promise<MyContact> =>
  api.get('/me/contact', myContactSchema, { signal });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  manageBookingSchema,
  manageFindAnswerSchema,
  type ManageBooking,
  type Language,
  type ManageFindRequest,
} from '@chauffeur/contracts';
import { api, ApiError } from '../../../lib/api';
import { useLanguageKey } from '../../../lib/useLanguageKey';

// The token of the path is the customer's only credential: no session is sent or renewed.
const own = { auth: false } as const;
const path = (token: string) => `/manage/${encodeURIComponent(token)}`;
const key = (token: string) => ['manage', token] as const;
/** The ride may change under the open page (chauffeur assigned, on the way): looked at again every minute. */
const REFRESH_MS = 60_000;

/**
 * GET /api/manage/:token: the booking as its customer sees it (404: the link is not valid), its places in
 * the page's language (decision 305): asked for again when the reader switches language.
 */
export const useManagedBooking = (token: string) =>
  useQuery({
    ...useLanguageKey(key(token)),
    queryFn: ({ signal }) => api.get(path(token), manageBookingSchema, { ...own, signal }),
    refetchInterval: REFRESH_MS,
    retry: false,
  });

/** POST /api/manage/:token/cancel: answers the booking as it now is, which the page shows at once. */
export function useCancelBooking(token: string) {
  const client = useQueryClient();
  // The answer is in the page's language, as the booking's own query for it.
  const { queryKey } = useLanguageKey(key(token));
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<ManageBooking>(
        `${path(token)}/cancel`,
        { reason: reason.trim() || null },
        { ...own, schema: manageBookingSchema },
      ),
    onSuccess: (booking) => client.setQueryData(queryKey, booking),
  });
}

/** What the customer corrects (decision 340): their name and phone, at the booking's revision they read. */
export interface ContactCorrection {
  name: string;
  phone: string;
  revision: number;
}

/**
 * PATCH /api/manage/:token/contact: answers the booking as it now is, which the page shows at once. A 409
 * (the booking changed since the page read it, or the ride is no longer ahead) reads the booking again.
 */
export function useCorrectContact(token: string) {
  const client = useQueryClient();
  const { queryKey } = useLanguageKey(key(token));
  return useMutation({
    mutationFn: ({ revision, ...body }: ContactCorrection) =>
      api.patch<ManageBooking>(`${path(token)}/contact`, body, {
        ...own,
        schema: manageBookingSchema,
        headers: { 'If-Match': `"${revision}"` },
      }),
    onSuccess: (booking) => client.setQueryData(queryKey, booking),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: key(token) });
    },
  });
}

/**
 * GET /api/manage/:token/calendar.ics: the booking as a calendar event to download, in `language`: the
 * page's, said in the link rather than left to the cookie, so the file reads as the page the customer sees.
 */
export const calendarFileUrl = (token: string, language: Language) =>
  `/api${path(token)}/calendar.ics?lng=${language}`;

/** POST /api/manage/find: always 202 with the same answer (it never says whether a booking matched). */
export const useFindBooking = () =>
  useMutation({
    mutationFn: (body: ManageFindRequest) =>
      api.post('/manage/find', body, { ...own, schema: manageFindAnswerSchema }),
  });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  manageBookingSchema,
  manageFindAnswerSchema,
  type ManageBooking,
  type ManageFindRequest,
} from '@chauffeur/contracts';
import { api } from '../../../lib/api';

// The token of the path is the customer's only credential: no session is sent or renewed.
const own = { auth: false } as const;
const path = (token: string) => `/manage/${encodeURIComponent(token)}`;
const key = (token: string) => ['manage', token] as const;
/** The ride may change under the open page (chauffeur assigned, on the way): looked at again every minute. */
const REFRESH_MS = 60_000;

/** GET /api/manage/:token: the booking as its customer sees it (404: the link is not valid). */
export const useManagedBooking = (token: string) =>
  useQuery({
    queryKey: key(token),
    queryFn: ({ signal }) => api.get(path(token), manageBookingSchema, { ...own, signal }),
    refetchInterval: REFRESH_MS,
    retry: false,
  });

/** POST /api/manage/:token/cancel: answers the booking as it now is, which the page shows at once. */
export function useCancelBooking(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<ManageBooking>(
        `${path(token)}/cancel`,
        { reason: reason.trim() || null },
        { ...own, schema: manageBookingSchema },
      ),
    onSuccess: (booking) => client.setQueryData(key(token), booking),
  });
}

/** POST /api/manage/find: always 202 with the same answer (it never says whether a booking matched). */
export const useFindBooking = () =>
  useMutation({
    mutationFn: (body: ManageFindRequest) =>
      api.post('/manage/find', body, { ...own, schema: manageFindAnswerSchema }),
  });

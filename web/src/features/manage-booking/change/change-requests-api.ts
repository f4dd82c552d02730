import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { changeRequestSchema } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

const listSchema = z.object({ change_requests: z.array(changeRequestSchema) });
// Under the manage page's own key: invalidating the requests refreshes the booking too (a change applied).
export const changeRequestsKeyOf = (token: string) => ['manage', token, 'change-requests'] as const;
export const changeRequestsPath = (token: string) => `/manage/${encodeURIComponent(token)}/change-requests`;

/**
 * GET /api/manage/:token/change-requests, newest first. The manage page asks for it beside the booking
 * (not once the booking is shown): the change section is then drawn whole, and does not push the timeline
 * and the trip down under the reader when its requests arrive.
 */
export const useChangeRequests = (token: string) =>
  useQuery({
    queryKey: changeRequestsKeyOf(token),
    queryFn: ({ signal }) => api.get(changeRequestsPath(token), listSchema, { signal }),
  });

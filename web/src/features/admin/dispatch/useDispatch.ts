import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { assignmentCandidatesSchema, dispatchDaySchema, type DispatchRide } from '@chauffeur/contracts';
import { adminCommand, adminGet } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import { refreshAfterCommand } from '../api/read-models';
import { useLanguageKey } from '../../../lib/useLanguageKey';

/** The board's day: rides (short places in the admin's language) and lanes (GET /api/admin/dispatch). */
export const useDispatchDay = (date: string) =>
  useQuery({
    ...useLanguageKey([...adminKeys.dispatch, 'day', date]),
    queryFn: ({ signal }) => adminGet(`/dispatch?date=${date}`, dispatchDaySchema, signal),
    placeholderData: keepPreviousData,
  });

/** The cars and chauffeurs a ride may get, each free or busy (and with what), at the ride's revision. */
export const useCandidates = (ride: DispatchRide | undefined) =>
  useQuery({
    queryKey: [...adminKeys.dispatch, 'candidates', ride?.id, ride?.revision],
    queryFn: ({ signal }) => adminGet(`/bookings/${ride!.id}/candidates`, assignmentCandidatesSchema, signal),
    enabled: ride !== undefined,
  });

export type AssignWhat = 'car' | 'chauffeur';

/**
 * Gives the ride a car or a chauffeur (an id) or takes it off (null), at the revision the board shows:
 * a 409 means the ride or the candidate changed meanwhile. Either way the board refetches (read-models.ts).
 */
export function useAssign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ride, what, id }: { ride: DispatchRide; what: AssignWhat; id: string | null }) =>
      adminCommand('PUT', `/bookings/${ride.id}/${what}`, {
        body: { [`${what}_id`]: id, expectedRevision: ride.revision },
      }),
    onSettled: (result) => refreshAfterCommand(client, result, 'bookings'),
  });
}

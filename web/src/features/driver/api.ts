import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, driverRidesSchema, type DriverRide } from '@chauffeur/contracts';
import { api, ApiError } from '../../lib/api';
import { useLanguageKey } from '../../lib/useLanguageKey';

export const RIDES = ['driver', 'rides'] as const;
/**
 * The office may assign a ride at any time: the live stream says so (live.ts). While it is down the page
 * looks again every minute, as it did before it was live (and on focus, always).
 */
const FALLBACK_REFRESH_MS = 60_000;

/** The rides' places are in the chauffeur's language (decision 291): so is the key. */
export const useDriverRides = (live: boolean) =>
  useQuery({
    ...useLanguageKey(RIDES),
    queryFn: ({ signal }) => api.get('/driver/rides', driverRidesSchema, { signal }),
    refetchInterval: live ? false : FALLBACK_REFRESH_MS,
  });

/** Whether a request got no answer at all (no network), as opposed to a refusal. */
export const isNoAnswer = (error: unknown) => error instanceof ApiError && error.kind === 'network';

/** Start Ride / Complete Ride at the revision shown; the list is read again after (until the change shows). */
export function useRideAction() {
  const client = useQueryClient();
  const rides = useLanguageKey(RIDES).queryKey;
  return useMutation({
    mutationFn: async ({ ride, action }: { ride: DriverRide; action: 'start' | 'complete' }) => {
      const result = await api.post(
        `/driver/rides/${ride.id}/${action}`,
        { expectedRevision: ride.revision },
        { schema: commandResultSchema },
      );
      // Read-your-writes: the list waits for the bookings read model to hold the change. The command has
      // gone through whatever this read meets (it is read again once settled): a failure here is not its.
      await client
        .fetchQuery({
          queryKey: rides,
          queryFn: ({ signal }) =>
            api.get(`/driver/rides?after=${result.position}`, driverRidesSchema, { signal }),
        })
        .catch(() => undefined);
      return result;
    },
    // On the road the network comes and goes: a command that got no answer is sent again, and waits while
    // the phone is offline (the query client pauses it until it is online), instead of being given up; the
    // card says meanwhile that it has not reached the office (RideCard).
    retry: (_count, error) => isNoAnswer(error),
    onSettled: () => client.invalidateQueries({ queryKey: RIDES }),
  });
}

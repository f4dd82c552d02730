import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, driverRidesSchema, type DriverRide } from '@chauffeur/contracts';
import { api } from '../../lib/api';

export const RIDES = ['driver', 'rides'] as const;
/**
 * The office may assign a ride at any time: the live stream says so (live.ts). While it is down the page
 * looks again every minute, as it did before it was live (and on focus, always).
 */
const FALLBACK_REFRESH_MS = 60_000;

export const useDriverRides = (live: boolean) =>
  useQuery({
    queryKey: RIDES,
    queryFn: ({ signal }) => api.get('/driver/rides', driverRidesSchema, { signal }),
    refetchInterval: live ? false : FALLBACK_REFRESH_MS,
  });

/** Start Ride / Complete Ride at the revision shown; the list is read again after (until the change shows). */
export function useRideAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ride, action }: { ride: DriverRide; action: 'start' | 'complete' }) => {
      const result = await api.post(
        `/driver/rides/${ride.id}/${action}`,
        { expectedRevision: ride.revision },
        { schema: commandResultSchema },
      );
      // Read-your-writes: the list waits for the bookings read model to hold the change.
      await client.fetchQuery({
        queryKey: RIDES,
        queryFn: ({ signal }) =>
          api.get(`/driver/rides?after=${result.position}`, driverRidesSchema, { signal }),
      });
      return result;
    },
    onSettled: () => client.invalidateQueries({ queryKey: RIDES }),
  });
}

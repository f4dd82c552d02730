import { lazy, Suspense, useMemo } from 'react';
import type { ManageBooking } from '@chauffeur/contracts';
import { usePublicConfig } from '../../../lib/publicConfig';

// The wizard's map, loaded only with this page (and its library only once on screen): without WebGL it
// shows a short note, and the addresses beside it stay the route.
const RouteMap = lazy(() => import('../../reservation/widgets').then((m) => ({ default: m.RouteMap })));

export function TripMap({ booking }: { booking: ManageBooking }) {
  const config = usePublicConfig();
  const view = useMemo(
    () => ({ pickup: booking.pickup, destination: booking.dropoff, geometry: null }),
    [booking.pickup, booking.dropoff],
  );
  return (
    <Suspense fallback={<div className="skeleton h-64 rounded-md sm:h-80" aria-hidden="true" />}>
      <RouteMap styleUrl={config.isPending ? undefined : (config.data?.map_style_url ?? null)} view={view} />
    </Suspense>
  );
}

import type { AssignmentCandidates } from '@chauffeur/contracts';
import { claimOfRide, rideSlotClash, type RideResource } from '../../bookings/index';
import { carsOfModelInFleet } from '../commands/assign-car';
import { busyIntervalOf, readBookingForAssignment } from '../commands/assign-with-claim';
import type { DispatchDeps } from '../module';
import { listChauffeurs } from '../projections/chauffeur-queries';

/**
 * For one booking: the active cars of its model and the active chauffeurs, each free for the ride's busy
 * interval or busy with the ride named (issue 17; the dispatch board's picker). Decided by the very rule and
 * the very schedule streams the assignment uses, so a car shown free is refused only if someone takes it
 * in between. The one assigned to this booking counts as free for it. Cars come from the model's cars
 * stream (as the assignment reads them; none once the model is removed: decision 251); chauffeurs from their read model (an instant behind at most).
 */
export async function assignmentCandidates(
  deps: DispatchDeps,
  bookingId: string,
): Promise<AssignmentCandidates> {
  const { ride } = await readBookingForAssignment(deps, bookingId, undefined);
  const interval = await busyIntervalOf(deps, ride);
  const wanted = claimOfRide(bookingId, ride, interval);
  const busyWith = async (resource: RideResource) => {
    const clash = await rideSlotClash(deps, resource, wanted);
    return clash
      ? { free: false, busy_with: { booking_id: clash.bookingId, reference: clash.reference } }
      : { free: true };
  };
  const [cars, chauffeurs] = await Promise.all([
    carsOfModelInFleet(deps, ride.vehicleId),
    listChauffeurs(deps.readStore),
  ]);
  return {
    cars: await Promise.all(
      Object.entries(cars)
        .filter(([, car]) => car.active)
        .map(async ([id, { plate, colour }]) => ({
          id,
          plate,
          colour,
          ...(await busyWith({ kind: 'car', id })),
        })),
    ),
    chauffeurs: await Promise.all(
      chauffeurs
        .filter((chauffeur) => chauffeur.active)
        .map(async ({ id, name }) => ({ id, name, ...(await busyWith({ kind: 'chauffeur', id })) })),
    ),
  };
}

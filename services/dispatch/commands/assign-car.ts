import { ASSIGNMENT_MESSAGES, vehicleCarsStream, vehicleStream } from '@chauffeur/contracts';
import { invalid, loadState, type CommandContext, type CommandOutcome } from '@chauffeur/platform';
import type { BookingRide } from '../../bookings/index';
import { carsDecider, carsInTheFleet, vehicleDecider } from '../../fleet/index';
import type { AssignmentCommand } from '../domain/assignment-decider';
import type { DispatchDeps } from '../module';
import { assignWithClaim } from './assign-with-claim';

/**
 * THE one place a car is assigned to or taken off a booking (issue 17): the admin route and the dispatch
 * board. The car must be one of the booked model's cars — the model as the booking's stream says now (an
 * edit may have changed it), the car read from that model's cars stream, never from a lagging read model:
 * 400 otherwise, for a car of a model removed from the fleet, and for an inactive car. Its day schedules say whether it is free (409 naming the clashing
 * booking); the booking's stream decides, at the revision the admin saw.
 */
/**
 * The cars of a booking's model, read from the model's own streams: none once the model has left the fleet
 * (decision 251), so a removed model's car is neither offered nor accepted.
 */
export async function carsOfModelInFleet(deps: Pick<DispatchDeps, 'eventStore'>, vehicleId: string) {
  const [{ state: model }, { state: cars }] = await Promise.all([
    loadState(deps.eventStore, vehicleStream(vehicleId), vehicleDecider),
    loadState(deps.eventStore, vehicleCarsStream(vehicleId), carsDecider),
  ]);
  return carsInTheFleet(model, cars);
}

export async function assignCar(
  deps: DispatchDeps,
  request: { bookingId: string; carId: string | null; expectedRevision?: bigint },
  context: CommandContext,
): Promise<CommandOutcome> {
  const { bookingId, carId, expectedRevision } = request;
  const commandFor = async (ride: BookingRide) => {
    if (carId === null) return { command: { type: 'UnassignCar', bookingId } as AssignmentCommand };
    const cars = await carsOfModelInFleet(deps, ride.vehicleId);
    const car = cars[carId];
    if (!car) {
      throw invalid(ASSIGNMENT_MESSAGES.carOfAnotherModel, [
        { field: 'body.car_id', message: 'Car not found for this vehicle' },
      ]);
    }
    const { plate, colour, active } = car;
    const command: AssignmentCommand = {
      type: 'AssignCar',
      bookingId,
      car: { id: carId, plate, colour, active },
    };
    return { command, resource: { kind: 'car', id: carId } as const };
  };
  return assignWithClaim(deps, { bookingId, expectedRevision, commandFor }, context);
}

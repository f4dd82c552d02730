import {
  carPlateStream,
  isEvent,
  normalisePlate,
  vehicleCarsStream,
  vehicleStream,
  type CarFields,
} from '@chauffeur/contracts';
import { WrongExpectedVersion, type EventStore } from '@chauffeur/eventstore';
import {
  claimOverAbandoned,
  handleCommand,
  loadState,
  notFound,
  type ClaimHolding,
  type CommandContext,
  type CommandOutcome,
} from '@chauffeur/platform';
import { CarPlateClaimed } from '../events';
import { plateClaimDecider } from '../domain/plate-claim-decider';
import { CAR_NOT_FOUND, carsDecider, type CarCommand, type Cars } from '../domain/cars-decider';
import { vehicleDecider } from '../domain/vehicle-decider';

/**
 * The cars of a model (issue 17, decision 145). A car lives in its model's cars stream; its plate is unique
 * across the fleet by a claim in the plate's own stream, taken before the car gets it and released after
 * the car gave it up (the reference-claim pattern of the bookings). Claiming first means a crash between
 * the two appends leaves at worst a plate claimed by no car (freed again by retrying the same change, or
 * claimed over by another car once abandoned: decision 327), never two cars with one plate.
 */
export interface CarDeps {
  eventStore: EventStore;
  now: () => Date;
}

/**
 * Whether the car a plate's claim names has that plate in its model's cars stream, the model still in the
 * fleet: a claim whose car never got it (a crash before the car's change) is, after 2 minutes, abandoned.
 */
const carHolding = (plate: string, deps: CarDeps): ClaimHolding => ({
  holderOf: (event) => (isEvent(CarPlateClaimed, event) ? event.data.car_id : undefined),
  holds: async (carId, claim) => {
    const { vehicle_id: vehicleId } = claim.data as { vehicle_id: string };
    const [{ state: model }, { state: cars }] = await Promise.all([
      loadState(deps.eventStore, vehicleStream(vehicleId), vehicleDecider),
      loadState(deps.eventStore, vehicleCarsStream(vehicleId), carsDecider),
    ]);
    const car = cars[carId];
    return (
      model.status === 'active' && car !== undefined && normalisePlate(car.plate) === normalisePlate(plate)
    );
  },
});

/** Claims the plate for the car; true when this call claimed it (false: the car held it already). */
async function claimPlate(
  deps: CarDeps,
  plate: string,
  carId: string,
  vehicleId: string,
  ctx: CommandContext,
) {
  // Lost a race for a free plate: the second read sees who won (maybe this very car).
  for (let tries = 0; ; tries++) {
    try {
      const claim = (replacesAbandoned?: string) =>
        handleCommand(deps.eventStore, {
          stream: carPlateStream(plate),
          decider: plateClaimDecider,
          command: { type: 'ClaimPlate', plate: normalisePlate(plate), carId, vehicleId, replacesAbandoned },
          context: ctx,
          now: deps.now,
        });
      const holding = carHolding(plate, deps);
      const outcome = await claimOverAbandoned(
        deps.eventStore,
        carPlateStream(plate),
        holding,
        deps.now(),
        claim,
      );
      return outcome.appended.length > 0;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || tries > 0) throw error;
    }
  }
}

/** Gives a plate up (nothing when the car does not hold it). */
async function releasePlate(deps: CarDeps, plate: string, carId: string, ctx: CommandContext) {
  await handleCommand(deps.eventStore, {
    stream: carPlateStream(plate),
    decider: plateClaimDecider,
    command: { type: 'ReleasePlate', carId },
    context: ctx,
    now: deps.now,
  });
}

const onCars = (
  deps: CarDeps,
  vehicleId: string,
  command: CarCommand,
  ctx: CommandContext,
  expectedRevision?: bigint,
) =>
  handleCommand(deps.eventStore, {
    stream: vehicleCarsStream(vehicleId),
    decider: carsDecider,
    command,
    context: ctx,
    expectedRevision,
    now: deps.now,
  });

/** The cars of a model that is in the fleet (404 otherwise). */
async function carsOf(deps: CarDeps, vehicleId: string): Promise<Cars> {
  const [{ state: model }, { state: cars }] = await Promise.all([
    loadState(deps.eventStore, vehicleStream(vehicleId), vehicleDecider),
    loadState(deps.eventStore, vehicleCarsStream(vehicleId), carsDecider),
  ]);
  if (model.status !== 'active') throw notFound('Vehicle not found');
  return cars;
}

/**
 * Runs `change` holding the claim of `plate` for the car; undoes a claim it made when the change is refused
 * (a claim the car held before, e.g. a retried creation that already succeeded, is kept).
 */
async function withPlate(
  deps: CarDeps,
  claim: { plate: string; carId: string; vehicleId: string },
  ctx: CommandContext,
  change: () => Promise<CommandOutcome>,
) {
  const claimed = await claimPlate(deps, claim.plate, claim.carId, claim.vehicleId, ctx);
  try {
    return await change();
  } catch (error) {
    // The refusal is the answer; a failed undo only leaves the plate claimed until it is claimed again.
    if (claimed) await releasePlate(deps, claim.plate, claim.carId, ctx).catch(() => undefined);
    throw error;
  }
}

export async function addCar(
  deps: CarDeps,
  vehicleId: string,
  carId: string,
  car: CarFields,
  ctx: CommandContext,
  expectedRevision?: bigint,
) {
  await carsOf(deps, vehicleId); // 404 before a plate is claimed for a model that does not exist
  return withPlate(deps, { plate: car.plate, carId, vehicleId }, ctx, () =>
    onCars(deps, vehicleId, { type: 'AddCar', vehicleId, carId, car }, ctx, expectedRevision),
  );
}

export async function updateCar(
  deps: CarDeps,
  vehicleId: string,
  carId: string,
  car: CarFields,
  ctx: CommandContext,
  expectedRevision?: bigint,
) {
  const before = (await carsOf(deps, vehicleId))[carId];
  if (!before) throw notFound(CAR_NOT_FOUND);
  const update = () =>
    onCars(deps, vehicleId, { type: 'UpdateCar', vehicleId, carId, car }, ctx, expectedRevision);
  if (normalisePlate(before.plate) === normalisePlate(car.plate)) return update();
  const outcome = await withPlate(deps, { plate: car.plate, carId, vehicleId }, ctx, update);
  await releasePlate(deps, before.plate, carId, ctx);
  return outcome;
}

export async function removeCar(
  deps: CarDeps,
  vehicleId: string,
  carId: string,
  ctx: CommandContext,
  expectedRevision?: bigint,
) {
  const before = (await carsOf(deps, vehicleId))[carId];
  if (!before) throw notFound(CAR_NOT_FOUND);
  const outcome = await onCars(
    deps,
    vehicleId,
    { type: 'RemoveCar', vehicleId, carId },
    ctx,
    expectedRevision,
  );
  await releasePlate(deps, before.plate, carId, ctx);
  return outcome;
}

/** A model leaving the fleet gives its cars' plates up (its cars leave with it). */
export async function removeVehicle(
  deps: CarDeps,
  request: { vehicleId: string; upcomingBookings: readonly string[] },
  ctx: CommandContext,
  expectedRevision?: bigint,
) {
  const { vehicleId, upcomingBookings } = request;
  const cars = await carsOf(deps, vehicleId);
  const outcome = await handleCommand(deps.eventStore, {
    stream: vehicleStream(vehicleId),
    decider: vehicleDecider,
    command: { type: 'RemoveVehicle', vehicleId, upcomingBookings },
    context: ctx,
    expectedRevision,
    now: deps.now,
  });
  for (const [carId, car] of Object.entries(cars)) await releasePlate(deps, car.plate, carId, ctx);
  return outcome;
}

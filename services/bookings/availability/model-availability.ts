import type { SettingsValues } from '@chauffeur/contracts';
import type { EventStore } from '@chauffeur/eventstore';
import type { ReadStore } from '@chauffeur/projections';
import { listCars } from '../../fleet/index';
import { busyInterval, freeCars, type Interval } from './busy-interval';
import { modelIsFree } from './claim-model-slot';

type BusySettings = Pick<
  SettingsValues,
  'preparation_buffer_minutes' | 'turnaround_buffer_minutes' | 'pending_hold_minutes'
>;

/** The busy-interval rule with the buffers of the settings. */
export const busyRuleOf = (settings: BusySettings) => ({
  preparationMinutes: settings.preparation_buffer_minutes,
  turnaroundMinutes: settings.turnaround_buffer_minutes,
});

/**
 * For the quote (wizard step 2): whether each model has a car free for a ride at `pickup` of this length.
 * Read-only and from the log's schedule streams (never behind); the cars are the read model's, so a car
 * added a moment ago may count a moment later. The booking itself decides again on the write side.
 */
export async function availabilityOfModels(
  deps: { eventStore: EventStore; readStore: ReadStore; now: () => Date },
  vehicleIds: readonly string[],
  ride: { pickup: string; durationMinutes: number; roundTrip: boolean },
  settings: BusySettings,
): Promise<Map<string, boolean>> {
  const interval = busyInterval(ride, busyRuleOf(settings));
  const answers = await Promise.all(
    vehicleIds.map(async (vehicleId) => {
      const cars = await listCars(deps.readStore, vehicleId);
      const capacity = {
        vehicleId,
        cars: cars.length === 0 ? null : cars.filter((car) => car.active).length,
        holdMinutes: settings.pending_hold_minutes,
      };
      return [vehicleId, await modelIsFree(deps, capacity, interval)] as const;
    }),
  );
  return new Map(answers);
}

/**
 * Which active cars of a model are free in [from, to), given each car's busy intervals (its assigned
 * rides): for car assignment and the dispatch board (issue 17, point 3), which keep those intervals.
 */
export async function freeCarsOfModel(
  readStore: ReadStore,
  vehicleId: string,
  wanted: Interval,
  busyOfCar: (carId: string) => readonly Interval[],
) {
  const active = (await listCars(readStore, vehicleId)).filter((car) => car.active);
  return freeCars(active, (car) => busyOfCar(car.id), wanted);
}

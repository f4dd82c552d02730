import { normalisePlate, type CarFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound } from '@chauffeur/platform';
import { sameData } from '@chauffeur/platform';
import type { CarEvent } from '../events';

export type CarCommand =
  | { type: 'AddCar'; vehicleId: string; carId: string; car: CarFields }
  | { type: 'UpdateCar'; vehicleId: string; carId: string; car: CarFields }
  | { type: 'RemoveCar'; vehicleId: string; carId: string };

/** A model's cars by id, in the order they were added (stream `vehicle_cars-<vehicleId>`). */
export type Cars = Readonly<Record<string, CarFields>>;

export const CAR_NOT_FOUND = 'Car not found';
export const PLATE_ON_MODEL = 'This model already has a car with this plate';

/** The model's active cars: how many rides it can take at one time (services/bookings/availability). */
export const activeCarCount = (cars: Cars) => Object.values(cars).filter((car) => car.active).length;

const plateTakenOnModel = (cars: Cars, carId: string, plate: string) =>
  Object.entries(cars).some(
    ([id, car]) => id !== carId && normalisePlate(car.plate) === normalisePlate(plate),
  );

/**
 * The cars of one model (issue 17, decision 145). That the model exists is checked by the command
 * (car-commands.ts reads the model's stream); a plate unique in the fleet by its claim.
 */
export const carsDecider: Decider<CarCommand, CarEvent, Cars> = {
  initialState: {},

  decide(command, cars) {
    const { vehicleId: vehicle_id, carId: car_id } = command;
    switch (command.type) {
      case 'AddCar':
        if (cars[car_id]) throw conflict('This car already exists');
        if (plateTakenOnModel(cars, car_id, command.car.plate)) throw conflict(PLATE_ON_MODEL);
        return [{ type: 'CarAdded', data: { vehicle_id, car_id, ...command.car } }];
      case 'UpdateCar': {
        const car = cars[car_id];
        if (!car) throw notFound(CAR_NOT_FOUND);
        if (plateTakenOnModel(cars, car_id, command.car.plate)) throw conflict(PLATE_ON_MODEL);
        // Saving an unchanged car records nothing: the history shows real changes only.
        if (sameData(car, command.car)) return [];
        return [{ type: 'CarUpdated', data: { vehicle_id, car_id, ...command.car } }];
      }
      case 'RemoveCar':
        if (!cars[car_id]) throw notFound(CAR_NOT_FOUND);
        return [{ type: 'CarRemoved', data: { vehicle_id, car_id } }];
    }
  },

  evolve(cars, event) {
    switch (event.type) {
      case 'CarAdded':
      case 'CarUpdated': {
        const { vehicle_id: _v, car_id, ...car } = event.data;
        return { ...cars, [car_id]: car };
      }
      case 'CarRemoved': {
        const { [event.data.car_id]: _gone, ...rest } = cars;
        return rest;
      }
      default:
        return cars;
    }
  },
};

import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '@chauffeur/platform';
import type { CarEvent } from '../events';
import { activeCarCount, carsDecider, type CarCommand } from './cars-decider';

const vehicleId = '7d6f9f5e-1f0a-4c55-9a53-2f1f3c1e9b10';
const carId = '0b0c5a4e-6a53-4d4f-8d0e-1c6e1f1d2a01';
const otherId = '0b0c5a4e-6a53-4d4f-8d0e-1c6e1f1d2a02';
const car = { plate: '1-ABC-234', colour: 'Black', active: true };
const added: CarEvent = { type: 'CarAdded', data: { vehicle_id: vehicleId, car_id: carId, ...car } };

/** given past events, when a command, then the new events. */
const given = (events: CarEvent[]) => ({
  when: (command: CarCommand) => () => carsDecider.decide(command, fold(carsDecider, events)),
});

describe('cars decider: the cars of a model (issue 17)', () => {
  it('adds, edits and removes a car', () => {
    expect(given([]).when({ type: 'AddCar', vehicleId, carId, car })()).toEqual([added]);
    const parked = { ...car, active: false };
    expect(given([added]).when({ type: 'UpdateCar', vehicleId, carId, car: parked })()).toEqual([
      { type: 'CarUpdated', data: { vehicle_id: vehicleId, car_id: carId, ...parked } },
    ]);
    expect(given([added]).when({ type: 'RemoveCar', vehicleId, carId })()).toEqual([
      { type: 'CarRemoved', data: { vehicle_id: vehicleId, car_id: carId } },
    ]);
  });

  it('records nothing for an unchanged car', () => {
    expect(given([added]).when({ type: 'UpdateCar', vehicleId, carId, car })()).toEqual([]);
  });

  it('refuses a second car with the same plate written another way on the model', () => {
    expect(
      given([added]).when({ type: 'AddCar', vehicleId, carId: otherId, car: { ...car, plate: '1 abc 234' } }),
    ).toThrow(new DomainError('conflict', 'This model already has a car with this plate'));
  });

  it('refuses to edit or remove a car that does not exist, and to add one twice', () => {
    expect(given([]).when({ type: 'UpdateCar', vehicleId, carId, car })).toThrow('Car not found');
    expect(given([]).when({ type: 'RemoveCar', vehicleId, carId })).toThrow('Car not found');
    expect(given([added]).when({ type: 'AddCar', vehicleId, carId, car })).toThrow('This car already exists');
  });

  it('counts only active cars as capacity', () => {
    const parked: CarEvent = {
      type: 'CarAdded',
      data: { vehicle_id: vehicleId, car_id: otherId, plate: 'X1', colour: 'Grey', active: false },
    };
    expect(activeCarCount(fold(carsDecider, [added, parked]))).toBe(1);
    const removed: CarEvent = { type: 'CarRemoved', data: { vehicle_id: vehicleId, car_id: carId } };
    expect(activeCarCount(fold(carsDecider, [added, parked, removed]))).toBe(0);
  });
});

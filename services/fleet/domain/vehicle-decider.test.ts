import { describe, expect, it } from 'vitest';
import type { VehicleFields } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import { DomainError } from '@chauffeur/platform';
import { activeCarCount, vehicleDecider, type VehicleCommand } from './vehicle-decider';
import type { VehicleEvent } from '../events';

const id = '7d6f9f5e-1f0a-4c55-9a53-2f1f3c1e9b10';
const fields: VehicleFields = {
  name: 'Mercedes-Benz S-Class',
  description: { en: 'Flagship limousine', nl: 'Vlaggenschiplimousine' },
  image_url: '/images/vehicles/mercedes-s-class.svg',
  type: 'luxury',
  price_per_km: 3.5,
  max_passengers: 3,
  max_luggage: 3,
};
const added: VehicleEvent = { type: 'VehicleAdded', data: { vehicle_id: id, ...fields } };
const removed: VehicleEvent = { type: 'VehicleRemoved', data: { vehicle_id: id } };

/** given past events, when a command, then the new events. */
const given = (events: VehicleEvent[]) => ({
  when: (command: VehicleCommand) => () => vehicleDecider.decide(command, fold(vehicleDecider, events)),
});

describe('vehicle decider', () => {
  it('adds a new vehicle', () => {
    expect(given([]).when({ type: 'AddVehicle', vehicleId: id, fields })()).toEqual([added]);
  });

  it('refuses to add a vehicle twice', () => {
    expect(given([added]).when({ type: 'AddVehicle', vehicleId: id, fields })).toThrow(
      new DomainError('conflict', 'This vehicle already exists'),
    );
  });

  it('updates an existing vehicle with every field as it now is', () => {
    const changed = { ...fields, price_per_km: 3.9 };
    expect(given([added]).when({ type: 'UpdateVehicle', vehicleId: id, fields: changed })()).toEqual([
      { type: 'VehicleUpdated', data: { vehicle_id: id, ...changed } },
    ]);
  });

  it('records nothing when an update changes nothing, the form’s texts being copies of the stored ones', () => {
    // As from the admin form: the same data, built apart from what the log holds.
    const sent = JSON.parse(JSON.stringify(fields)) as typeof fields;
    expect(given([added]).when({ type: 'UpdateVehicle', vehicleId: id, fields: sent })()).toEqual([]);
  });

  it.each([
    ['a vehicle that never existed', [] as VehicleEvent[]],
    ['a removed vehicle', [added, removed]],
  ])('refuses to update or remove %s as not found', (_, history) => {
    expect(given(history).when({ type: 'UpdateVehicle', vehicleId: id, fields })).toThrow(
      'Vehicle not found',
    );
    expect(given(history).when({ type: 'RemoveVehicle', vehicleId: id })).toThrow('Vehicle not found');
  });

  it('removes an active vehicle', () => {
    expect(given([added]).when({ type: 'RemoveVehicle', vehicleId: id })()).toEqual([removed]);
  });

  it('evolves the state through the vehicle life', () => {
    const updated: VehicleEvent = {
      type: 'VehicleUpdated',
      data: { vehicle_id: id, ...fields, max_luggage: 4 },
    };
    expect(fold(vehicleDecider, [added, updated])).toEqual({
      status: 'active',
      fields: { ...fields, max_luggage: 4 },
      cars: {},
    });
    expect(fold(vehicleDecider, [added, updated, removed])).toEqual({ status: 'removed', cars: {} });
  });
});

describe('vehicle decider: the cars of a model (issue 17)', () => {
  const carId = '0b0c5a4e-6a53-4d4f-8d0e-1c6e1f1d2a01';
  const otherId = '0b0c5a4e-6a53-4d4f-8d0e-1c6e1f1d2a02';
  const car = { plate: '1-ABC-234', colour: 'Black', active: true };
  const carAdded: VehicleEvent = { type: 'CarAdded', data: { vehicle_id: id, car_id: carId, ...car } };

  it('adds, edits and removes a car; the model keeps its fields', () => {
    expect(given([added]).when({ type: 'AddCar', vehicleId: id, carId, car })()).toEqual([carAdded]);
    const parked = { ...car, active: false };
    expect(given([added, carAdded]).when({ type: 'UpdateCar', vehicleId: id, carId, car: parked })()).toEqual(
      [{ type: 'CarUpdated', data: { vehicle_id: id, car_id: carId, ...parked } }],
    );
    expect(given([added, carAdded]).when({ type: 'RemoveCar', vehicleId: id, carId })()).toEqual([
      { type: 'CarRemoved', data: { vehicle_id: id, car_id: carId } },
    ]);
    const updated: VehicleEvent = {
      type: 'VehicleUpdated',
      data: { vehicle_id: id, ...fields, max_luggage: 4 },
    };
    expect(fold(vehicleDecider, [added, carAdded, updated])).toMatchObject({ cars: { [carId]: car } });
  });

  it('records nothing for an unchanged car', () => {
    expect(given([added, carAdded]).when({ type: 'UpdateCar', vehicleId: id, carId, car })()).toEqual([]);
  });

  it('refuses a second car with the same plate written another way on the model', () => {
    expect(
      given([added, carAdded]).when({
        type: 'AddCar',
        vehicleId: id,
        carId: otherId,
        car: { ...car, plate: '1 abc 234' },
      }),
    ).toThrow(new DomainError('conflict', 'This model already has a car with this plate'));
  });

  it('refuses cars of a model that does not exist, and a car that does not', () => {
    expect(given([]).when({ type: 'AddCar', vehicleId: id, carId, car })).toThrow('Vehicle not found');
    expect(given([added]).when({ type: 'UpdateCar', vehicleId: id, carId, car })).toThrow('Car not found');
    expect(given([added]).when({ type: 'RemoveCar', vehicleId: id, carId })).toThrow('Car not found');
  });

  it('counts only active cars as capacity', () => {
    const parked: VehicleEvent = {
      type: 'CarAdded',
      data: { vehicle_id: id, car_id: otherId, plate: 'X1', colour: 'Grey', active: false },
    };
    expect(activeCarCount(fold(vehicleDecider, [added, carAdded, parked]))).toBe(1);
    expect(activeCarCount(fold(vehicleDecider, [added, carAdded, parked, removed]))).toBe(0);
  });
});

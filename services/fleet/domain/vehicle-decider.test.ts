import { describe, expect, it } from 'vitest';
import type { VehicleFields } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import { DomainError } from '@chauffeur/platform';
import { carsInTheFleet, vehicleDecider, type VehicleCommand } from './vehicle-decider';
import type { Cars } from './cars-decider';
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
    expect(given(history).when({ type: 'RemoveVehicle', vehicleId: id, upcomingBookings: [] })).toThrow(
      'Vehicle not found',
    );
  });

  it('removes an active vehicle', () => {
    expect(given([added]).when({ type: 'RemoveVehicle', vehicleId: id, upcomingBookings: [] })()).toEqual([
      removed,
    ]);
  });

  it('refuses to remove a model upcoming bookings use, naming them, and records nothing (decision 251)', () => {
    let thrown: unknown;
    try {
      given([added]).when({
        type: 'RemoveVehicle',
        vehicleId: id,
        upcomingBookings: ['CH-2026-0007', 'CH-2026-0009'],
      })();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      kind: 'conflict',
      message:
        'Upcoming bookings use this vehicle (CH-2026-0007, CH-2026-0009). Change or cancel them before deleting the vehicle.',
      details: {
        coded: {
          code: 'vehicle_has_upcoming_bookings',
          params: { references: 'CH-2026-0007, CH-2026-0009' },
        },
      },
    });
  });

  it('offers the cars of a model only while the model is in the fleet (decision 251)', () => {
    const cars: Cars = {
      'c-1': { plate: '2-TES-555', colour: 'Black', active: true } as Cars[string],
    };
    expect(carsInTheFleet(fold(vehicleDecider, [added]), cars)).toEqual(cars);
    expect(carsInTheFleet(fold(vehicleDecider, [added, removed]), cars)).toEqual({});
    expect(carsInTheFleet(fold(vehicleDecider, []), cars)).toEqual({});
  });

  it('evolves the state through the vehicle life', () => {
    const updated: VehicleEvent = {
      type: 'VehicleUpdated',
      data: { vehicle_id: id, ...fields, max_luggage: 4 },
    };
    expect(fold(vehicleDecider, [added, updated])).toEqual({
      status: 'active',
      fields: { ...fields, max_luggage: 4 },
    });
    expect(fold(vehicleDecider, [added, updated, removed])).toEqual({ status: 'removed' });
  });
});

import { describe, expect, it } from 'vitest';
import type { VehicleFields } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import { DomainError } from '@chauffeur/platform';
import { vehicleDecider, type VehicleCommand } from './vehicle-decider';
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
    });
    expect(fold(vehicleDecider, [added, updated, removed])).toEqual({ status: 'removed' });
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '@chauffeur/platform';
import {
  assignmentDecider,
  type AssignmentCommand,
  type CarToAssign,
  type ChauffeurToAssign,
} from './assignment-decider';

const bookingId = '3c1f8e0a-8a7d-4d59-9b0e-6f1e2d3c4b5a';
const karim: ChauffeurToAssign = { id: '0b7a4a52-5d0e-4c1b-8f3e-1f2a3b4c5d60', name: 'Karim', active: true };
const lena: ChauffeurToAssign = { id: '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4', name: 'Lena', active: true };

type Event = { type: string; data: Record<string, unknown> };
const requested: Event = {
  type: 'BookingRequested',
  data: { booking_id: bookingId, scheduled_time: '2026-12-01T09:00:00.000Z' },
};
const step = (type: string): Event => ({ type, data: { booking_id: bookingId } });
const assigned = (chauffeur: ChauffeurToAssign): Event => ({
  type: 'ChauffeurAssigned',
  data: { booking_id: bookingId, chauffeur: { id: chauffeur.id, name: chauffeur.name } },
});
const unassigned = (chauffeur: ChauffeurToAssign): Event => ({
  type: 'ChauffeurUnassigned',
  data: { booking_id: bookingId, chauffeur_id: chauffeur.id },
});
const assign = (chauffeur: ChauffeurToAssign): AssignmentCommand => ({
  type: 'AssignChauffeur',
  bookingId,
  chauffeur,
});
const unassign: AssignmentCommand = { type: 'UnassignChauffeur', bookingId };

const given = (events: Event[]) => ({
  when: (command: AssignmentCommand) => () =>
    assignmentDecider.decide(command, fold(assignmentDecider, events)),
});

describe('assignment decider', () => {
  it('assigns a chauffeur to a pending or confirmed booking', () => {
    expect(given([requested]).when(assign(karim))()).toEqual([assigned(karim)]);
    expect(given([requested, step('BookingConfirmed')]).when(assign(karim))()).toEqual([assigned(karim)]);
  });

  it('replaces a chauffeur: the first is unassigned, then the second assigned', () => {
    expect(given([requested, assigned(karim)]).when(assign(lena))()).toEqual([
      unassigned(karim),
      assigned(lena),
    ]);
  });

  it('records nothing when the same chauffeur is assigned again, or when none is unassigned', () => {
    expect(given([requested, assigned(karim)]).when(assign(karim))()).toEqual([]);
    expect(given([requested]).when(unassign)()).toEqual([]);
    expect(given([requested, assigned(karim), unassigned(karim)]).when(unassign)()).toEqual([]);
  });

  it('unassigns the chauffeur', () => {
    expect(given([requested, assigned(karim)]).when(unassign)()).toEqual([unassigned(karim)]);
  });

  it('refuses an inactive chauffeur (422 naming the field)', () => {
    expect(given([requested]).when(assign({ ...karim, active: false }))).toThrow(
      new DomainError('invalid', 'This chauffeur is inactive', {
        fields: [{ field: 'body.chauffeur_id', message: 'Chauffeur is inactive' }],
      }),
    );
  });

  it.each([
    ['in progress', ['BookingConfirmed', 'RideStarted']],
    ['completed', ['BookingConfirmed', 'RideStarted', 'RideCompleted']],
    ['cancelled', ['BookingCancelled']],
    ['a no-show', ['BookingConfirmed', 'BookingMarkedNoShow']],
  ])('refuses to change the chauffeur of a booking that is %s', (words, types) => {
    const history = [requested, assigned(karim), ...types.map(step)];
    for (const command of [assign(lena), unassign]) {
      expect(given(history).when(command)).toThrow(
        new DomainError('conflict', `Cannot change the chauffeur of a booking that is ${words}`),
      );
    }
  });

  it('refuses a missing or deleted booking (404)', () => {
    expect(given([]).when(assign(karim))).toThrow(new DomainError('not_found', 'Booking not found'));
    expect(given([requested, step('BookingDeleted')]).when(assign(karim))).toThrow(
      new DomainError('not_found', 'Booking not found'),
    );
  });

  it('keeps the pickup time a booking edit moves (for the availability check to come)', () => {
    const moved = {
      type: 'BookingChanged',
      data: { booking_id: bookingId, scheduled_time: '2026-12-02T10:00:00.000Z' },
    };
    const state = fold(assignmentDecider, [requested, assigned(karim), moved]);
    expect(state).toEqual({
      status: 'pending',
      deleted: false,
      scheduledTime: '2026-12-02T10:00:00.000Z',
      chauffeurId: karim.id,
      carId: null,
    });
  });
});

describe('assignment decider: cars', () => {
  const black: CarToAssign = {
    id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    plate: '1-ABC-123',
    colour: 'Black',
    active: true,
  };
  const grey: CarToAssign = {
    id: '2e3d4c5b-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    plate: '1-XYZ-789',
    colour: 'Grey',
    active: true,
  };
  const carAssigned = (car: CarToAssign): Event => ({
    type: 'CarAssigned',
    data: { booking_id: bookingId, car: { id: car.id, plate: car.plate, colour: car.colour } },
  });
  const carUnassigned = (car: CarToAssign): Event => ({
    type: 'CarUnassigned',
    data: { booking_id: bookingId, car_id: car.id },
  });
  const assignCar = (car: CarToAssign): AssignmentCommand => ({ type: 'AssignCar', bookingId, car });
  const unassignCar: AssignmentCommand = { type: 'UnassignCar', bookingId };

  it('given a pending or confirmed booking, when a car is assigned, then CarAssigned with plate and colour', () => {
    expect(given([requested]).when(assignCar(black))()).toEqual([carAssigned(black)]);
    expect(given([requested, step('BookingConfirmed')]).when(assignCar(black))()).toEqual([
      carAssigned(black),
    ]);
  });

  it('given a car, when another is assigned, then the first is unassigned before the second is assigned', () => {
    expect(given([requested, carAssigned(black)]).when(assignCar(grey))()).toEqual([
      carUnassigned(black),
      carAssigned(grey),
    ]);
    expect(given([requested, carAssigned(black)]).when(unassignCar)()).toEqual([carUnassigned(black)]);
  });

  it('the car and the chauffeur are independent: one changing leaves the other', () => {
    expect(given([requested, assigned(karim)]).when(assignCar(black))()).toEqual([carAssigned(black)]);
    expect(given([requested, carAssigned(black)]).when(unassign)()).toEqual([]);
    const state = fold(assignmentDecider, [requested, assigned(karim), carAssigned(black)]);
    expect(state).toMatchObject({ chauffeurId: karim.id, carId: black.id });
  });

  it('records nothing for the same car again or for no car to take off', () => {
    expect(given([requested, carAssigned(black)]).when(assignCar(black))()).toEqual([]);
    expect(given([requested]).when(unassignCar)()).toEqual([]);
  });

  it('refuses an inactive car (400) and a ride under way or over (409)', () => {
    expect(given([requested]).when(assignCar({ ...black, active: false }))).toThrow(
      new DomainError('invalid', 'This car is inactive', {
        fields: [{ field: 'body.car_id', message: 'Car is inactive' }],
      }),
    );
    for (const type of ['RideStarted', 'BookingCancelled']) {
      expect(given([requested, step('BookingConfirmed'), step(type)]).when(assignCar(black))).toThrow(
        /Cannot change the car/,
      );
    }
  });
});

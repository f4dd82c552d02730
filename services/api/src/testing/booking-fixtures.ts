import { randomUUID } from 'node:crypto';
import { systemActor } from '@chauffeur/contracts';
import { addCar } from '../../../fleet/index';
import { DEMO_FLEET } from '../seed/demo-fleet';
import type { TestApp } from './test-app';

export const GRAND_PLACE = { address: 'Grand-Place, 1000 Bruxelles, Belgium', lat: 50.8467, lng: 4.3525 };
export const AIRPORT = { address: 'Brussels Airport, 1930 Zaventem, Belgium', lat: 50.9014, lng: 4.4844 };
export const E_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d01';
export const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';

export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * Issue 17: a model is bookable once per car at a time, and the demo fleet has one car per model. Each
 * body gets its own pickup, two hours after the previous one (a ride to the airport keeps its car about
 * 75 minutes), so tests that book the same model again and again still get every booking; a test about
 * availability names its time.
 */
let pickups = 0;
const nextPickup = () => inHours(48 + 2 * (pickups++ % 2_000));

export const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  pickup_location: GRAND_PLACE,
  dropoff_location: AIRPORT,
  scheduled_time: nextPickup(),
  vehicle_id: S_CLASS,
  emergency_contact_name: 'Anne Peeters',
  emergency_contact_phone: '+32 470 12 34 56',
  emergency_contact_email: 'anne.peeters@example.be',
  passenger_count: 2,
  luggage_count: 2,
  flight_number: 'SN3712',
  is_round_trip: false,
  language: 'nl',
  ...overrides,
});

export async function bookWith(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingBody(overrides), headers });
}

/** Runs an admin status action with the given revision. */
export async function act(t: TestApp, id: string, action: string, revision: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${id}/${action}`,
    headers: { ...t.adminHeaders(), 'if-match': `"${revision}"` },
  });
}

/** Cars `enoughCars` gives each demo model: more than any suite books at one time. */
const CARS_FOR_BUSY_SUITES = 40;

/**
 * Issue 17: a model is bookable once per active car at a time and the demo has one car per model. Suites
 * that book many rides close together (rides due soon, generated bodies) give each demo model 40 cars.
 */
export async function enoughCars(t: TestApp) {
  const context = { actor: systemActor('test'), requestId: 'test-cars' };
  for (const { id: vehicleId } of DEMO_FLEET) {
    for (let i = 0; i < CARS_FOR_BUSY_SUITES; i++) {
      const car = { plate: `T-${vehicleId.slice(-2)}-${i}`, colour: 'Black', active: true };
      await addCar(
        { eventStore: t.eventStore, now: () => new Date() },
        vehicleId,
        randomUUID(),
        car,
        context,
      );
    }
  }
}

/**
 * Issue 13: a ride can be started only from the start window (2 h) before its pickup. Tests that run a
 * ride's whole lifecycle now set the booking lead time to 0 and book a pickup within the hour (`soon`);
 * those pickups all fall within two hours, so the models get `enoughCars` (issue 17).
 */
export async function allowPickupsSoon(t: TestApp) {
  await enoughCars(t);
  await patchSettings(t, { booking_lead_time_hours: 0 });
}

/** Changes settings as the admin at the settings' revision ('-1': none set yet); throws when refused. */
export async function patchSettings(t: TestApp, payload: Record<string, unknown>, revision = '-1') {
  const answer = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { ...t.adminHeaders(), 'if-match': revision },
    payload,
  });
  if (answer.statusCode !== 200) throw new Error(`settings not changed: ${answer.body}`);
}
/** A pickup inside the default start window: with `allowPickupsSoon`, startable at once. */
export const soon = () => ({ scheduled_time: inHours(1) });

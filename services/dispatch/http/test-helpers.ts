import { randomUUID } from 'node:crypto';
import { chauffeurStream, systemActor, type ChauffeurFields } from '@chauffeur/contracts';
import { handleCommand } from '@chauffeur/platform';
import type { TestApp } from '@chauffeur/api/testing';
import { addCar } from '../../fleet/index';
import { chauffeurDecider } from '../domain/chauffeur-decider';

/** A chauffeur as the admin form sends it; `email` links them to the driver account of that e-mail. */
export const chauffeurBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Karim Benali',
  phone: '+32 470 11 22 33',
  email: 'karim@example.be',
  languages: ['fr', 'en'],
  active: true,
  ...overrides,
});

/** Adds a chauffeur as the admin; answers their id once the chauffeurs read model has it. */
export async function addChauffeur(t: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/admin/chauffeurs',
    headers: t.adminHeaders(),
    payload: chauffeurBody(overrides),
  });
  if (added.statusCode !== 201) throw new Error(`chauffeur not added: ${added.body}`);
  await t.app.inject({
    url: `/api/admin/chauffeurs?after=${added.json().position}`,
    headers: t.adminHeaders(),
  });
  return added.json().id;
}

/** Assigns (or, with null, unassigns) a chauffeur as the admin, at the booking's revision. */
export const assign = (t: TestApp, bookingId: string, chauffeurId: string | null, revision: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/bookings/${bookingId}/chauffeur`,
    headers: { ...t.adminHeaders(), 'if-match': `"${revision}"` },
    payload: { chauffeur_id: chauffeurId },
  });

/**
 * The headers of a signed-in `driver` account with this e-mail. Tests make the account's token directly
 * (TestApp.token), as the invitation that creates real driver accounts is another module's (decision 159).
 */
export const driverHeaders = (t: TestApp, email: string) => ({
  authorization: `Bearer ${t.token('driver', { email })}`,
});

/** Assigns (or, with null, unassigns) a car as the admin, at the booking's revision. */
export const assignCarTo = (t: TestApp, bookingId: string, carId: string | null, revision: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/bookings/${bookingId}/car`,
    headers: { ...t.adminHeaders(), 'if-match': `"${revision}"` },
    payload: { car_id: carId },
  });

/** Gives a model `count` more active cars (straight through the fleet's command); answers their ids. */
export async function addCars(
  t: TestApp,
  vehicleId: string,
  count: number,
  fields: { active?: boolean } = {},
): Promise<string[]> {
  const ids: string[] = [];
  const context = { actor: systemActor('test'), requestId: 'test-cars' };
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const car = { plate: `D-${id.slice(0, 6)}`, colour: 'Black', active: fields.active ?? true };
    await addCar({ eventStore: t.eventStore, now: () => new Date() }, vehicleId, id, car, context);
    ids.push(id);
  }
  return ids;
}

/**
 * Makes a chauffeur inactive while they still hold a ride, which the route refuses (decision 251): as an
 * older release did, or as the race decision 251 leaves open (an assignment not yet in the read model).
 * Straight through the decider with no rides named, with chauffeurBody's fields (and `overrides`); answers the
 * position to read after.
 */
export async function deactivateHoldingRides(
  t: TestApp,
  chauffeurId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const fields = { ...(chauffeurBody(overrides) as ChauffeurFields), active: false };
  const outcome = await handleCommand(t.eventStore, {
    stream: chauffeurStream(chauffeurId),
    decider: chauffeurDecider,
    command: { type: 'UpdateChauffeur', chauffeurId, fields },
    context: { actor: systemActor('test'), requestId: 'test-deactivate' },
  });
  return outcome.position.toString();
}

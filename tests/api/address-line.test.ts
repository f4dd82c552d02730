import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';

/** Quoted-printable soft line breaks and escapes undone, so a sentence can be looked for in a mail. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * Issue 14: a customer whose street the offline search does not know picks the nearest locality and adds
 * the street and number; the admin (and later the driver) and the customer's e-mail show it.
 */
describe('a booking with address lines, from the API to the admin and the outbox', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'address-line-'));
  let server: RunningServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });

  beforeAll(async () => {
    server = await startServer({ dataDir });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores the lines and shows them in the admin booking and in the customer e-mail', async () => {
    const response = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        // The locality the search found; the street is in the address line.
        pickup_location: { address: 'Ixelles', lat: 50.8333, lng: 4.3667 },
        pickup_address_line: 'Avenue Louise 54, 2e étage',
        dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
        dropoff_address_line: 'Departures, door 3',
        scheduled_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        vehicle_id: S_CLASS,
        emergency_contact_name: 'Claire Lambert',
        emergency_contact_phone: '+32 475 11 22 33',
        emergency_contact_email: 'claire.lambert@example.be',
        passenger_count: 1,
        luggage_count: 1,
        is_round_trip: false,
        language: 'fr',
      }),
    });
    const created = (await response.json()) as { id: string; position: string; reference: string };
    expect(response.status, JSON.stringify(created)).toBe(201);

    const row = await fetch(`${server.url}/api/admin/bookings/${created.id}?after=${created.position}`, {
      headers: admin(),
    });
    expect(await row.json()).toMatchObject({
      pickup_address_line: 'Avenue Louise 54, 2e étage',
      dropoff_address_line: 'Departures, door 3',
    });

    const outbox = join(dataDir, 'outbox');
    const customerMail = () =>
      readdirSync(outbox, { withFileTypes: true })
        .filter((entry) => entry.name.endsWith('.eml'))
        .map((entry) => readFileSync(join(outbox, entry.name), 'utf8'))
        .find((mail) => /^To: claire.lambert@example.be/m.test(mail));
    await expect.poll(() => customerMail() !== undefined, { timeout: 10_000 }).toBe(true);
    const mail = decodeQuotedPrintable(customerMail()!).replace(/\u00a0/g, ' ');
    expect(mail).toContain('Adresse de prise en charge : Avenue Louise 54, 2e étage');
    expect(mail).toContain('Adresse de destination : Departures, door 3');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userStream, type MyBookings } from '@chauffeur/contracts';
import { TEST_SECRET, act, authClient, bookWith, createTestApp, type TestApp } from '@chauffeur/api/testing';
import { ManageTokens } from '../../bookings/index';
import { EmailVerificationTokens } from '../verification/email-verification-token';

const HOUR = 3_600_000;
const MIDI_NL = 'Station Brussel-Zuid, Fonsnylaan 47B, 1060 Sint-Gillis, België';

describe('My bookings (issue 18 point 3)', () => {
  let t: TestApp;
  let clock: Date;
  const start = Date.now();
  const at = (hours: number) => new Date(start + hours * HOUR).toISOString();
  beforeEach(async () => {
    clock = new Date(start);
    t = await createTestApp({ now: () => clock });
  });
  afterEach(async () => t.close());

  async function customer(email: string) {
    await authClient(t.app).signUp(email, 'a-long-secret-1');
    const { session } = await authClient(t.app).signIn(email, 'a-long-secret-1');
    return { id: session.user.id, headers: { authorization: `Bearer ${session.access_token}` } };
  }
  async function book(
    hours: number,
    email: string,
    headers: Record<string, string> = {},
    name = 'Anne Peeters',
  ) {
    const answer = await bookWith(
      t,
      { scheduled_time: at(hours), emergency_contact_email: email, emergency_contact_name: name },
      headers,
    );
    expect(answer.statusCode).toBe(201);
    return answer.json<{ id: string; reference: string }>().id;
  }
  async function mine(headers: Record<string, string>): Promise<MyBookings> {
    await t.runner.waitUntilCaughtUp(5000);
    const answer = await t.app.inject({ url: '/api/me/bookings', headers });
    expect(answer.statusCode).toBe(200);
    return answer.json<MyBookings>();
  }
  async function verify(userId: string) {
    const [requested] = (await t.eventStore.readStream(userStream(userId))).filter(
      (event) => event.type === 'EmailVerificationRequested',
    );
    const expiresAt = (requested!.data as { expires_at: string }).expires_at;
    const token = new EmailVerificationTokens(TEST_SECRET).tokenOf(userId, expiresAt);
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(answer.statusCode).toBe(200);
  }
  const ids = (answer: MyBookings) => ({
    upcoming: answer.upcoming.map((row) => row.id),
    past: answer.past.map((row) => row.id),
  });

  it('shows guest bookings with the same address only once it is verified, never another account’s', async () => {
    const guest = await book(60, 'ANA@example.com ');
    const ana = await customer('ana@example.com');
    // Booked signed in for someone else: still Ana's.
    const forMother = await book(50, 'mother@example.com', ana.headers);
    const bob = await customer('bob@example.com');
    const bobs = await book(55, 'ana@example.com', bob.headers);

    const before = await mine(ana.headers);
    expect(before.email_verified).toBe(false);
    expect(ids(before)).toEqual({ upcoming: [forMother], past: [] });

    await verify(ana.id);
    const after = await mine(ana.headers);
    expect(after.email_verified).toBe(true);
    // Bob's booking with Ana's address is a guest booking of that address for her; Bob's own list keeps it.
    expect(ids(after)).toEqual({ upcoming: [forMother, bobs, guest], past: [] });
    expect(ids(await mine(bob.headers))).toEqual({ upcoming: [bobs], past: [] });
    const other = await customer('carl@example.com');
    expect(ids(await mine(other.headers))).toEqual({ upcoming: [], past: [] });
  });

  it('lists upcoming soonest first, then past and cancelled latest first, each with its manage link', async () => {
    const ana = await customer('ana@example.com');
    const first = await book(48, 'ana@example.com', ana.headers);
    const second = await book(52, 'ana@example.com', ana.headers);
    const third = await book(56, 'ana@example.com', ana.headers);
    const fourth = await book(60, 'ana@example.com', ana.headers);
    expect((await act(t, fourth, 'cancel', 0)).statusCode).toBeLessThan(300);
    clock = new Date(start + 53 * HOUR);
    const answer = await mine(ana.headers);
    expect(ids(answer)).toEqual({ upcoming: [third], past: [fourth, second, first] });
    const row = answer.upcoming[0]!;
    expect(row).toMatchObject({
      status: 'pending',
      scheduled_time: at(56),
      // Typed "Grand-Place, 1000 Bruxelles"; read with no language named: English (decision 291).
      pickup: 'Grand Place, 1000 Brussels, Belgium',
      dropoff: expect.stringContaining('Airport'),
      vehicle: expect.any(String),
      total_fare: expect.any(Number),
      reference: expect.any(String),
    });
    expect(answer.past[0]!.status).toBe('cancelled');
    const token = decodeURIComponent(row.manage_path.replace(/^\/booking\//, ''));
    expect(new ManageTokens(TEST_SECRET).read(token)).toBe(third);
  });

  it('pre-fills the wizard from the latest booking the account may see', async () => {
    const ana = await customer('ana@example.com');
    const contact = async () => {
      await t.runner.waitUntilCaughtUp(5000);
      return (await t.app.inject({ url: '/api/me/contact', headers: ana.headers })).json();
    };
    expect(await contact()).toEqual({ email: 'ana@example.com', name: '', phone: '' });
    await book(48, 'ana@example.com', {}, 'Somebody Else');
    // A guest booking with her address says nothing until the address is hers.
    expect(await contact()).toEqual({ email: 'ana@example.com', name: '', phone: '' });
    await book(50, 'ana@example.com', ana.headers, 'Ana Lemaire');
    expect(await contact()).toEqual({
      email: 'ana@example.com',
      name: 'Ana Lemaire',
      phone: '+32 470 12 34 56',
    });
    expect((await t.app.inject({ url: '/api/me/contact' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me/bookings' })).statusCode).toBe(401);
  });

  it('given a station booked in Dutch, then a French page lists it by its French name (decision 291)', async () => {
    const ana = await customer('ana@example.com');
    const answer = await bookWith(
      t,
      {
        language: 'nl',
        scheduled_time: at(60),
        emergency_contact_email: 'ana@example.com',
        pickup_location: { address: MIDI_NL, lat: 50.8358, lng: 4.3364 },
      },
      ana.headers,
    );
    expect(answer.statusCode).toBe(201);
    const [row] = (await mine({ ...ana.headers, cookie: 'i18next=fr' })).upcoming;
    expect(row).toMatchObject({
      pickup: 'Gare de Bruxelles-Midi, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgique',
      dropoff: 'Brussels Airport, 1930 Zaventem, Belgique',
    });
    // The same list on a Dutch page: the text as it was typed.
    expect((await mine({ ...ana.headers, cookie: 'i18next=nl' })).upcoming[0]!.pickup).toBe(MIDI_NL);
  });
});

import type { InjectOptions } from 'fastify';
import {
  AIRPORT,
  DEMO_ZONE_IDS,
  E_CLASS,
  GRAND_PLACE,
  DEMO_CARS,
  TEST_SECRET,
  bookingBody,
  zoneFareRevision,
  type TestApp,
} from '@chauffeur/api/testing';
import { EmailVerificationTokens, InvitationTokens } from '../../../services/accounts/index';
import { ManageTokens } from '../../../services/bookings/index';

/** Ids and tokens the fixtures need, found or made once before the walk. */
export interface Context {
  t: TestApp;
  admin: Record<string, string>;
  vehicleId: string;
  serviceSlug: string;
  postSlug: string;
  postId: string;
  notificationId: string;
  /** A signed-up account. */
  user: { email: string; password: string };
  /** A new session of that account (each fixture that uses up a session takes its own). */
  signIn(): Promise<{ access: string; refresh: string }>;
  /** Moves the server's clock this much ahead until the request has been answered. */
  later(ms: number): void;
  /** A new account, signed in (for a fixture that changes its password). */
  newAccount(): Promise<{ access: string; password: string }>;
  /**
   * A booking for the fixtures that share `name`, made on first use: two days ahead, or within the hour
   * (`soon`), then confirmed and started if asked.
   */
  booking(
    name: string,
    options?: { soon?: boolean; confirmed?: boolean; started?: boolean },
  ): Promise<string>;
  /** `If-Match` for a record read at `url` (its ETag). */
  etag(url: string): Promise<string>;
  /** A live-stream ticket. */
  ticket(): Promise<string>;
}

/** One request of the walk and the status it is meant to get. */
export interface Fixture {
  what: string;
  expect: number;
  /** The request the 429 walk repeats for this route (else its first fixture): one a brake counts. */
  flood?: true;
  request: (c: Context) => InjectOptions | Promise<InjectOptions>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const REFRESH_COOKIE = 'chauffeur_refresh';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const multipart = (bytes: Buffer) => {
  const boundary = '----openapi-walk';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
const vehicle = (name: string) => ({
  name,
  description: { en: 'Walked by the OpenAPI test', fr: 'Parcouru par le test OpenAPI' },
  image_url: 'https://images.example.com/walk.jpg',
  type: 'luxury',
  price_per_km: 4.5,
  max_passengers: 3,
  max_luggage: 2,
});
const post = (slug: string) => ({
  title: { en: 'Walk', nl: 'Wandeling' },
  slug,
  content: { en: 'Body', de: 'Text' },
  status: 'active',
});
const message = (text: string) => ({
  name: 'Anne Peeters',
  email: 'anne@example.be',
  phone: '+32 470 12 34 56',
  message: text,
});
const quote = { pickup: GRAND_PLACE, dropoff: AIRPORT };
const zone = (name: string) => ({
  name: { en: name },
  shape: { kind: 'circle', place_id: null, center: { lat: 50.4592, lng: 4.4538 }, radius_km: 1.5 },
});
const REGION_MIDI: [string, string] = [DEMO_ZONE_IDS.brusselsRegion, DEMO_ZONE_IDS.brusselsMidi];

const get = (url: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'GET',
  url,
  headers,
});
const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method,
  url,
  headers,
  ...(payload === undefined ? {} : { payload: payload as object }),
});
/** A status action on a booking. */
const action = async (id: string, name: string, headers: Record<string, string>) =>
  send('POST', `/api/admin/bookings/${id}/${name}`, undefined, headers);
/** Admin headers with the revision of the named fixture booking as it is now. */
const current = async (c: Context, name: string) => {
  const id = await c.booking(name);
  return { ...c.admin, 'if-match': await c.etag(`/api/admin/bookings/${id}`) };
};
/** Issue 18: the manage token of the named fixture booking, its ride completed first (once). */
const completedRide = async (c: Context, name: string) => {
  const id = await c.booking(name, { soon: true, confirmed: true, started: true });
  const url = `/api/admin/bookings/${id}`;
  await c.t.runner.waitUntilCaughtUp(5000);
  if ((await c.t.app.inject(get(url, c.admin))).json<{ status: string }>().status !== 'completed')
    await c.t.app.inject(await action(id, 'complete', await current(c, name)));
  return new ManageTokens(TEST_SECRET).tokenOf(id);
};
const pendingRide = async (c: Context, name: string) =>
  new ManageTokens(TEST_SECRET).tokenOf(await c.booking(name));
const FORGED_TOKEN = `${UNKNOWN_ID}.forged`;
/** A review the walk's customer wrote (the admin routes approve and hide it). */
const walkReview = async (c: Context) => {
  const token = await completedRide(c, 'reviewed');
  await c.t.app.inject(send('POST', `/api/manage/${token}/review`, { rating: 5, comment: 'Walked' }));
  await c.t.runner.waitUntilCaughtUp(5000);
  return (await c.t.app.inject(get('/api/admin/reviews', c.admin))).json<{ items: { id: string }[] }>()
    .items[0]!.id;
};

/**
 * A contact message of its own for each fixture of the answered mark: its id, at revision 0. Written to the
 * log, not sent through the contact form, whose rate limit the 429 walk has used up.
 */
const walkMessage = async (c: Context) => {
  const id = crypto.randomUUID();
  await c.t.eventStore.append(
    `message-${id}`,
    [
      {
        type: 'ContactMessageReceived',
        data: { message_id: id, ...message('Marked by the walk') },
        metadata: {
          eventId: crypto.randomUUID(),
          occurredAt: new Date().toISOString(),
          actor: { kind: 'anonymous' },
          correlationId: 'walk',
          causationId: 'walk',
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return id;
};
const answered = (id: string, payload: unknown, headers: Record<string, string>) =>
  send('PUT', `/api/admin/messages/${id}/answered`, payload, headers);

/** The headers of the test `driver` account (driver@example.com). */
const driver = (c: Context) => ({ authorization: `Bearer ${c.t.token('driver')}` });
const chauffeurs = new WeakMap<TestApp, Promise<string>>();
/** The walk's chauffeur, made on first use: the `driver` test account's, linked by its e-mail. */
const walkChauffeur = (c: Context): Promise<string> => {
  let made = chauffeurs.get(c.t);
  if (!made) {
    made = (async () => {
      const answer = await c.t.app.inject(
        send('POST', '/api/admin/chauffeurs', chauffeur('driver@example.com'), c.admin),
      );
      if (answer.statusCode !== 201) throw new Error(`chauffeur not added: ${answer.body}`);
      await c.t.runner.waitUntilCaughtUp(5000);
      return answer.json<{ id: string }>().id;
    })();
    chauffeurs.set(c.t, made);
  }
  return made;
};
const chauffeur = (email: string) => ({
  name: 'Walk Chauffeur',
  phone: '+32 470 00 00 00',
  email,
  languages: ['fr', 'en'],
  active: true,
});
/** A confirmed booking within the hour, assigned to the walk's chauffeur (made on first use). */
const driverRide = async (c: Context, name: string) => {
  const id = await c.booking(name, { soon: true, confirmed: true });
  const chauffeurId = await walkChauffeur(c);
  const headers = { ...c.admin, 'if-match': await c.etag(`/api/admin/bookings/${id}`) };
  await c.t.app.inject(
    send('PUT', `/api/admin/bookings/${id}/chauffeur`, { chauffeur_id: chauffeurId }, headers),
  );
  await c.t.runner.waitUntilCaughtUp(5000);
  return id;
};
/** The driver's body for a ride: the revision it is at now. */
const rideRevision = async (c: Context, id: string) => ({
  expectedRevision: Number(JSON.parse(await c.etag(`/api/admin/bookings/${id}`))),
});
/**
 * A car of a demo model (the walk's own vehicle may be removed before the car routes are walked) for the
 * fixtures that edit and remove one, added on first use.
 */
const walkCars = new WeakMap<TestApp, Promise<string>>();
const walkCar = (c: Context) => {
  let id = walkCars.get(c.t);
  if (!id) {
    id = c.t.app
      .inject(
        send('POST', `/api/admin/vehicles/${E_CLASS}/cars`, { plate: 'WALK-CAR', colour: 'Black' }, c.admin),
      )
      .then((answer) => answer.json<{ id: string }>().id);
    walkCars.set(c.t, id);
  }
  return id;
};
/** Issue 18: the manage link of a fixture booking, and a change request asked through it (made once per name). */
const manageTokens = new ManageTokens(TEST_SECRET);
const manageOf = async (c: Context, name: string) =>
  `/api/manage/${manageTokens.tokenOf(await c.booking(name))}`;
const changeRequests = new Map<string, string>();
async function changeRequestOf(c: Context, name: string, options: { dearer?: boolean } = {}) {
  const key = `${name}:${String(c.t.app)}`;
  const made = changeRequests.get(key);
  if (made) return made;
  const answer = await c.t.app.inject(
    send('POST', `${await manageOf(c, name)}/change-requests`, { luggage_count: 1 }),
  );
  if (answer.statusCode !== 201) throw new Error(`change request not made: ${answer.body}`);
  const rid = answer.json<{ id: string }>().id;
  if (options.dearer) {
    // The fare table went up since the booking: accepting the change waits for the customer.
    const prices = [{ vehicle_id: bookingBody().vehicle_id as string, price: 999 }];
    const zone_ids: [string, string] = [DEMO_ZONE_IDS.brusselsCentre, DEMO_ZONE_IDS.brusselsAirport];
    const ifMatch = await zoneFareRevision(c.t, zone_ids);
    await c.t.app.inject(
      send('PUT', '/api/admin/zone-fares', { zone_ids, prices }, { ...c.admin, 'if-match': ifMatch }),
    );
    const id = await c.booking(name);
    const accepted = await c.t.app.inject(
      send('POST', `/api/admin/bookings/${id}/change-requests/${rid}/accept`, undefined, c.admin),
    );
    if (accepted.statusCode !== 200) throw new Error(`change request not priced: ${accepted.body}`);
  }
  changeRequests.set(key, rid);
  return rid;
}
/** The manage link's token of a booking of the walk (signed with the test app's secret). */
const manageToken = async (c: Context, name: string, options?: { soon?: boolean }) =>
  encodeURIComponent(new ManageTokens(TEST_SECRET).tokenOf(await c.booking(name, options)));

const ok = (what: string, expect: number, request: Fixture['request']): Fixture => ({
  what,
  expect,
  request,
});

/**
 * Per route (as registered), the requests that reach its answers: the success and the errors only this
 * route's own logic gives. The walk adds what every route of a kind answers (401/403 for admin routes,
 * 400/413/415 for bodies, 503 on store failure). A route missing here fails the coverage check.
 */
/** Invitations made so far: each gets its own address (a second invitation to one is refused, decision 250). */
let invitations = 0;
/** Invites someone (issue 17) and returns their account id and set-password token, as the e-mail has it. */
const invited = async (c: Context, email: string) => {
  const tokens = new InvitationTokens(TEST_SECRET);
  invitations += 1;
  const address = email.replace('@', `+${invitations}@`);
  const answer = await c.t.app.inject(
    send('POST', '/api/admin/staff', { email: address, name: 'Walk Staff', role: 'dispatcher' }, c.admin),
  );
  // While the walk floods or fails the stores, no one is invited: a well-formed token naming no one.
  if (answer.statusCode !== 201) return { id: UNKNOWN_ID, token: tokens.tokenOf(UNKNOWN_ID, UNKNOWN_ID) };
  const id = answer.json<{ id: string }>().id;
  const [latest] = (await c.t.eventStore.readStream(`user-${id}`)).slice(-1);
  const invitationId = (latest!.data as { invitation_id: string }).invitation_id;
  return { id, token: tokens.tokenOf(id, invitationId) };
};
/** A new account and the token of its sign-up's verification link (issue 18), as the e-mail has it. */
const verificationLink = async (c: Context) => {
  const account = await c.newAccount();
  const id = c.t.app.jwt.decode<{ sub: string }>(account.access)?.sub ?? UNKNOWN_ID;
  const [requested] = (await c.t.eventStore.readStream(`user-${id}`)).filter(
    (event) => event.type === 'EmailVerificationRequested',
  );
  // While the walk floods or fails the stores, no one signs up: a well-formed token naming no one.
  const expiresAt =
    (requested?.data as { expires_at: string } | undefined)?.expires_at ?? '2099-01-01T00:00:00Z';
  const token = new EmailVerificationTokens(TEST_SECRET).tokenOf(requested ? id : UNKNOWN_ID, expiresAt);
  return { token, headers: { authorization: `Bearer ${account.access}` } };
};
/** A new account and the token of the password-reset link it asked for (decision 257), as the e-mail has it. */
const resetLink = async (c: Context) => {
  const tokens = new InvitationTokens(TEST_SECRET, 'passwordReset');
  const claims = c.t.app.jwt.decode<{ sub: string; email: string }>((await c.newAccount()).access);
  if (claims)
    await c.t.app.inject(send('POST', '/api/auth/password-reset', { email: claims.email, language: 'de' }));
  const [requested] = claims
    ? (await c.t.eventStore.readStream(`user-${claims.sub}`)).filter(
        (event) => event.type === 'PasswordResetRequested',
      )
    : [];
  // While the walk floods or fails the stores, no link is asked for: a well-formed token naming no one.
  if (!claims || !requested) return tokens.tokenOf(UNKNOWN_ID, UNKNOWN_ID);
  return tokens.tokenOf(claims.sub, (requested.data as { reset_id: string }).reset_id);
};
/** A signed-up account's id (a staff route that acts on an active account). */
const accountId = async (c: Context) =>
  c.t.app.jwt.decode<{ sub: string }>((await c.newAccount()).access)!.sub;

export const ROUTE_FIXTURES: Record<string, Fixture[]> = {
  'GET /api/health': [ok('healthy', 200, () => get('/api/health'))],
  'GET /api/config': [ok('read', 200, () => get('/api/config'))],
  'GET /api/vehicles': [
    ok('list', 200, () => get('/api/vehicles')),
    ok('bad after', 400, () => get('/api/vehicles?after=x')),
  ],
  'GET /api/services': [
    ok('list', 200, () => get('/api/services?featured=true')),
    ok('bad flag', 400, () => get('/api/services?featured=maybe')),
  ],
  'GET /api/services/:slug': [
    ok('one', 200, (c) => get(`/api/services/${c.serviceSlug}`)),
    ok('unknown', 404, () => get('/api/services/no-such-service')),
    ok('not a slug', 400, () => get('/api/services/Not%20A%20Slug')),
  ],
  'GET /api/reviews': [
    ok('list', 200, () => get('/api/reviews?limit=6')),
    ok('bad limit', 400, () => get('/api/reviews?limit=0')),
  ],
  'GET /api/stats': [ok('list', 200, () => get('/api/stats'))],
  'GET /api/manage/:token/review': [
    ok('open', 200, async (c) => get(`/api/manage/${await completedRide(c, 'rate')}/review`)),
    ok('forged', 404, () => get(`/api/manage/${FORGED_TOKEN}/review`)),
  ],
  'POST /api/manage/:token/review': [
    ok('rated', 201, async (c) =>
      send('POST', `/api/manage/${await completedRide(c, 'rate')}/review`, { rating: 5, comment: 'Walk' }),
    ),
    ok('twice', 409, async (c) =>
      send('POST', `/api/manage/${await completedRide(c, 'rate')}/review`, { rating: 4, comment: 'Again' }),
    ),
    ok('not completed', 409, async (c) =>
      send('POST', `/api/manage/${await pendingRide(c, 'not-done')}/review`, { rating: 4, comment: 'x' }),
    ),
    ok('bad rating', 400, async (c) =>
      send('POST', `/api/manage/${await completedRide(c, 'rate')}/review`, { rating: 9, comment: 'x' }),
    ),
    ok('forged', 404, () => send('POST', `/api/manage/${FORGED_TOKEN}/review`, { rating: 5, comment: 'x' })),
  ],
  'GET /api/manage/:token/receipt': [
    ok('receipt', 200, async (c) => get(`/api/manage/${await completedRide(c, 'receipt')}/receipt`)),
    ok('not completed', 409, async (c) => get(`/api/manage/${await pendingRide(c, 'not-done')}/receipt`)),
    ok('forged', 404, () => get(`/api/manage/${FORGED_TOKEN}/receipt`)),
  ],
  'GET /api/manage/:token/receipt.pdf': [
    ok('pdf', 200, async (c) => get(`/api/manage/${await completedRide(c, 'receipt')}/receipt.pdf`)),
    ok('not completed', 409, async (c) => get(`/api/manage/${await pendingRide(c, 'not-done')}/receipt.pdf`)),
  ],
  'GET /api/manage/:token/calendar.ics': [
    ok('calendar', 200, async (c) => get(`/api/manage/${await pendingRide(c, 'not-done')}/calendar.ics`)),
    ok('forged', 404, () => get(`/api/manage/${FORGED_TOKEN}/calendar.ics`)),
  ],
  'GET /api/zone-fares': [
    ok('list', 200, () => get('/api/zone-fares')),
    ok('bad after', 400, () => get('/api/zone-fares?after=x')),
  ],
  'GET /api/blog': [
    ok('list', 200, () => get('/api/blog?limit=3')),
    ok('bad limit', 400, () => get('/api/blog?limit=99')),
  ],
  'GET /api/blog/:slug': [
    ok('one', 200, (c) => get(`/api/blog/${c.postSlug}`)),
    ok('unknown', 404, () => get('/api/blog/no-such-post')),
  ],
  'POST /api/messages': [
    ok('sent', 201, () =>
      send('POST', '/api/messages', message('Hello'), { 'idempotency-key': 'walk-msg-1' }),
    ),
    ok('key reused, other body', 422, () =>
      send('POST', '/api/messages', message('Other'), { 'idempotency-key': 'walk-msg-1' }),
    ),
    ok('missing fields', 400, () => send('POST', '/api/messages', {})),
  ],
  'POST /api/newsletter': [
    ok('subscribed', 202, () => send('POST', '/api/newsletter', { email: 'walk@example.be' })),
    ok('bad address', 400, () => send('POST', '/api/newsletter', { email: 'nope' })),
  ],
  'POST /api/quotes': [
    ok('quoted', 200, () => send('POST', '/api/quotes', quote)),
    // Issue 17: at a pickup time, each vehicle says whether one of its cars is free.
    ok('quoted at a time', 200, () =>
      send('POST', '/api/quotes', {
        ...quote,
        scheduled_time: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      }),
    ),
    ok('missing places', 400, () => send('POST', '/api/quotes', {})),
  ],
  'POST /api/bookings': [
    ok('booked', 201, () =>
      send('POST', '/api/bookings', bookingBody(), { 'idempotency-key': 'walk-book-1' }),
    ),
    ok('key reused, other body', 422, () =>
      send('POST', '/api/bookings', bookingBody({ passenger_count: 1 }), {
        'idempotency-key': 'walk-book-1',
      }),
    ),
    ok('missing fields', 400, () => send('POST', '/api/bookings', {})),
  ],
  // Issue 18: the customer's manage link (token of the path), its cancellation and "Find my booking".
  'GET /api/manage/:token': [
    ok('the booking', 200, async (c) => get(`/api/manage/${await manageToken(c, 'walk-manage')}`)),
    ok('forged', 404, () => get(`/api/manage/${UNKNOWN_ID}.forged`)),
  ],
  // Decision 340: the customer corrects their name or phone at the revision they read.
  'PATCH /api/manage/:token/contact': [
    ok('corrected', 200, async (c) => {
      const token = await manageToken(c, 'walk-manage-contact');
      const revision = await c.etag(`/api/manage/${token}`);
      return send(
        'PATCH',
        `/api/manage/${token}/contact`,
        { phone: '+32 471 99 88 77' },
        { 'if-match': revision },
      );
    }),
    ok('stale', 409, async (c) =>
      send(
        'PATCH',
        `/api/manage/${await manageToken(c, 'walk-manage-contact')}/contact`,
        { name: 'X Y' },
        {
          'if-match': '"999"',
        },
      ),
    ),
    ok('no revision', 428, async (c) =>
      send('PATCH', `/api/manage/${await manageToken(c, 'walk-manage-contact')}/contact`, { name: 'X Y' }),
    ),
    ok('bad phone', 400, async (c) =>
      send('PATCH', `/api/manage/${await manageToken(c, 'walk-manage-contact')}/contact`, { phone: '12' }),
    ),
    ok('forged', 404, () => send('PATCH', `/api/manage/${FORGED_TOKEN}/contact`, {}, { 'if-match': '"0"' })),
  ],
  'POST /api/manage/:token/cancel': [
    ok('cancelled', 200, async (c) =>
      send('POST', `/api/manage/${await manageToken(c, 'walk-manage-cancel')}/cancel`, { reason: 'Walk' }),
    ),
    ok('already cancelled', 409, async (c) =>
      send('POST', `/api/manage/${await manageToken(c, 'walk-manage-cancel')}/cancel`),
    ),
    ok('inside the cut-off', 422, async (c) =>
      send('POST', `/api/manage/${await manageToken(c, 'walk-manage-soon', { soon: true })}/cancel`),
    ),
    ok('forged', 404, () => send('POST', `/api/manage/${UNKNOWN_ID}.forged/cancel`)),
    ok('reason too long', 400, async (c) =>
      send('POST', `/api/manage/${await manageToken(c, 'walk-manage')}/cancel`, { reason: 'x'.repeat(501) }),
    ),
  ],
  'POST /api/manage/find': [
    ok('whatever matches', 202, () =>
      send('POST', '/api/manage/find', { reference: 'CH-AAAAAA', email: 'anne@example.be' }),
    ),
    ok('missing fields', 400, () => send('POST', '/api/manage/find', {})),
  ],
  'GET /api/geo/search': [
    ok('found', 200, () => get('/api/geo/search?q=Grand')),
    ok('no text', 400, () => get('/api/geo/search')),
  ],
  'GET /api/geo/reverse': [
    ok('found', 200, () => get(`/api/geo/reverse?lat=${GRAND_PLACE.lat}&lng=${GRAND_PLACE.lng}`)),
    ok('at sea', 404, () => get('/api/geo/reverse?lat=51.5&lng=2.6')),
    ok('outside Belgium', 400, () => get('/api/geo/reverse?lat=10&lng=4')),
  ],

  'POST /api/auth/sign-up': [
    ok('new account', 202, () =>
      send('POST', '/api/auth/sign-up', { email: 'walk-new@example.be', password: 'a-long-passphrase-7' }),
    ),
    ok('bad address', 400, () =>
      send('POST', '/api/auth/sign-up', { email: 'x', password: 'a-long-passphrase-7' }),
    ),
  ],
  'POST /api/auth/sign-in': [
    ok('signed in', 200, (c) =>
      send('POST', '/api/auth/sign-in', { email: c.user.email, password: c.user.password }),
    ),
    {
      ...ok('wrong password', 400, (c) =>
        send('POST', '/api/auth/sign-in', { email: c.user.email, password: 'not-the-password' }),
      ),
      flood: true,
    },
  ],
  'POST /api/auth/refresh': [
    ok('no cookie', 401, () => send('POST', '/api/auth/refresh')),
    ok('refreshed', 200, async (c) => ({
      ...send('POST', '/api/auth/refresh'),
      cookies: { [REFRESH_COOKIE]: (await c.signIn()).refresh },
    })),
  ],
  'GET /api/auth/session': [
    ok('signed in', 200, async (c) =>
      get('/api/auth/session', { authorization: `Bearer ${(await c.signIn()).access}` }),
    ),
    ok('no token', 401, () => get('/api/auth/session')),
  ],
  'POST /api/auth/password': [
    ok('changed', 200, async (c) => {
      const account = await c.newAccount();
      return send(
        'POST',
        '/api/auth/password',
        { current_password: account.password, new_password: 'another-long-passphrase-9' },
        { authorization: `Bearer ${account.access}` },
      );
    }),
    ok('no token', 401, () =>
      send('POST', '/api/auth/password', { current_password: 'x', new_password: 'y' }),
    ),
    {
      ...ok('wrong current password', 400, async (c) =>
        send(
          'POST',
          '/api/auth/password',
          { current_password: 'not-it', new_password: 'another-long-passphrase-8' },
          { authorization: `Bearer ${(await c.signIn()).access}` },
        ),
      ),
      flood: true,
    },
  ],
  'POST /api/auth/sign-out': [
    ok('signed out', 204, async (c) =>
      send('POST', '/api/auth/sign-out', undefined, { authorization: `Bearer ${(await c.signIn()).access}` }),
    ),
  ],

  // Zones and fixed fares (issue 17): the walk changes Charleroi and the Region ↔ Midi pair (either may come first), not the pair quotes use.
  'GET /api/admin/zones': [ok('list', 200, (c) => get('/api/admin/zones', c.admin))],
  'GET /api/admin/zones/:id': [
    ok('one', 200, (c) => get(`/api/admin/zones/${DEMO_ZONE_IDS.charleroiAirport}`, c.admin)),
    ok('unknown', 404, (c) => get(`/api/admin/zones/${UNKNOWN_ID}`, c.admin)),
    ok('not an id', 400, (c) => get('/api/admin/zones/not-an-id', c.admin)),
  ],
  'POST /api/admin/zones': [
    ok('added', 201, (c) => send('POST', '/api/admin/zones', zone('Walk'), c.admin)),
    ok('bad fields', 400, (c) =>
      send(
        'POST',
        '/api/admin/zones',
        { ...zone('Walk'), shape: { ...zone('Walk').shape, radius_km: 0 } },
        c.admin,
      ),
    ),
  ],
  'PUT /api/admin/zones/:id': [
    ok('no revision', 428, (c) =>
      send('PUT', `/api/admin/zones/${DEMO_ZONE_IDS.charleroiAirport}`, zone('Charleroi'), c.admin),
    ),
    ok('updated', 200, async (c) =>
      send('PUT', `/api/admin/zones/${DEMO_ZONE_IDS.charleroiAirport}`, zone('Charleroi'), {
        ...c.admin,
        'if-match': await c.etag(`/api/admin/zones/${DEMO_ZONE_IDS.charleroiAirport}`),
      }),
    ),
  ],
  'GET /api/admin/zone-fares': [ok('list', 200, (c) => get('/api/admin/zone-fares', c.admin))],
  'PUT /api/admin/zone-fares': [
    ok('set', 200, async (c) =>
      send(
        'PUT',
        '/api/admin/zone-fares',
        { zone_ids: REGION_MIDI, prices: [{ vehicle_id: E_CLASS, price: 150 }] },
        { ...c.admin, 'if-match': await zoneFareRevision(c.t, REGION_MIDI) },
      ),
    ),
    ok('unknown zone', 400, (c) =>
      send(
        'PUT',
        '/api/admin/zone-fares',
        { zone_ids: [UNKNOWN_ID, DEMO_ZONE_IDS.brusselsMidi], prices: [] },
        c.admin,
      ),
    ),
  ],
  'DELETE /api/admin/zone-fares/:a/:b': [
    ok('removed', 200, async (c) =>
      send('DELETE', `/api/admin/zone-fares/${REGION_MIDI[0]}/${REGION_MIDI[1]}`, undefined, {
        ...c.admin,
        'if-match': await zoneFareRevision(c.t, REGION_MIDI),
      }),
    ),
  ],
  'DELETE /api/admin/zones/:id': [
    ok('removed', 200, (c) =>
      send('DELETE', `/api/admin/zones/${DEMO_ZONE_IDS.charleroiAirport}`, undefined, c.admin),
    ),
  ],
  'GET /api/admin/vehicles': [ok('list', 200, (c) => get('/api/admin/vehicles', c.admin))],
  'GET /api/admin/vehicles/:id': [
    ok('one', 200, (c) => get(`/api/admin/vehicles/${c.vehicleId}`, c.admin)),
    ok('unknown', 404, (c) => get(`/api/admin/vehicles/${UNKNOWN_ID}`, c.admin)),
    ok('not an id', 400, (c) => get('/api/admin/vehicles/not-an-id', c.admin)),
  ],
  'POST /api/admin/vehicles': [
    ok('added', 201, (c) =>
      send('POST', '/api/admin/vehicles', vehicle('Walk'), { ...c.admin, 'idempotency-key': 'walk-veh-1' }),
    ),
    ok('key reused, other body', 422, (c) =>
      send('POST', '/api/admin/vehicles', vehicle('Other'), { ...c.admin, 'idempotency-key': 'walk-veh-1' }),
    ),
    ok('bad fields', 400, (c) => send('POST', '/api/admin/vehicles', { name: '' }, c.admin)),
  ],
  'PUT /api/admin/vehicles/:id': [
    ok('no revision', 428, (c) =>
      send('PUT', `/api/admin/vehicles/${c.vehicleId}`, vehicle('Renamed'), c.admin),
    ),
    ok('stale revision', 409, (c) =>
      send('PUT', `/api/admin/vehicles/${c.vehicleId}`, vehicle('Renamed'), {
        ...c.admin,
        'if-match': '"999"',
      }),
    ),
    ok('updated', 200, async (c) =>
      send('PUT', `/api/admin/vehicles/${c.vehicleId}`, vehicle('Renamed'), {
        ...c.admin,
        'if-match': await c.etag(`/api/admin/vehicles/${c.vehicleId}`),
      }),
    ),
    ok('bad If-Match', 400, (c) =>
      send('PUT', `/api/admin/vehicles/${c.vehicleId}`, vehicle('Renamed'), {
        ...c.admin,
        'if-match': 'latest',
      }),
    ),
  ],
  // Issue 17: the cars of a model (the car added first is edited, then removed).
  'POST /api/admin/vehicles/:id/cars': [
    ok('added', 201, (c) =>
      send('POST', `/api/admin/vehicles/${E_CLASS}/cars`, { plate: 'WALK-1', colour: 'Black' }, c.admin),
    ),
    ok('plate taken', 409, (c) =>
      send('POST', `/api/admin/vehicles/${E_CLASS}/cars`, { plate: 'walk 1', colour: 'Grey' }, c.admin),
    ),
    ok('bad fields', 400, (c) => send('POST', `/api/admin/vehicles/${E_CLASS}/cars`, { plate: '' }, c.admin)),
    ok('unknown model', 404, (c) =>
      send('POST', `/api/admin/vehicles/${UNKNOWN_ID}/cars`, { plate: 'WALK-2', colour: 'Black' }, c.admin),
    ),
  ],
  'PUT /api/admin/vehicles/:id/cars/:carId': [
    ok('updated', 200, async (c) =>
      send(
        'PUT',
        `/api/admin/vehicles/${E_CLASS}/cars/${await walkCar(c)}`,
        { plate: 'WALK-CAR', colour: 'Grey', active: false },
        c.admin,
      ),
    ),
    ok('unknown car', 404, (c) =>
      send(
        'PUT',
        `/api/admin/vehicles/${E_CLASS}/cars/${UNKNOWN_ID}`,
        { plate: 'WALK-3', colour: 'Black' },
        c.admin,
      ),
    ),
    ok('not an id', 400, (c) =>
      send(
        'PUT',
        `/api/admin/vehicles/${E_CLASS}/cars/not-an-id`,
        { plate: 'WALK-3', colour: 'Black' },
        c.admin,
      ),
    ),
  ],
  'DELETE /api/admin/vehicles/:id/cars/:carId': [
    ok('removed', 200, async (c) =>
      send('DELETE', `/api/admin/vehicles/${E_CLASS}/cars/${await walkCar(c)}`, undefined, c.admin),
    ),
    ok('already removed', 404, async (c) =>
      send('DELETE', `/api/admin/vehicles/${E_CLASS}/cars/${await walkCar(c)}`, undefined, c.admin),
    ),
  ],
  'DELETE /api/admin/vehicles/:id': [
    ok('stale revision', 409, (c) =>
      send('DELETE', `/api/admin/vehicles/${c.vehicleId}`, undefined, { ...c.admin, 'if-match': '"999"' }),
    ),
    ok('removed', 200, (c) => send('DELETE', `/api/admin/vehicles/${c.vehicleId}`, undefined, c.admin)),
    ok('already removed', 404, (c) =>
      send('DELETE', `/api/admin/vehicles/${c.vehicleId}`, undefined, c.admin),
    ),
  ],

  'GET /api/admin/bookings': [
    ok('list', 200, (c) => get('/api/admin/bookings?status=pending', c.admin)),
    ok('bad status', 400, (c) => get('/api/admin/bookings?status=lost', c.admin)),
  ],
  'POST /api/admin/bookings': [
    ok('phone booking', 201, (c) => send('POST', '/api/admin/bookings', bookingBody(), c.admin)),
    ok('missing fields', 400, (c) => send('POST', '/api/admin/bookings', {}, c.admin)),
  ],
  'GET /api/admin/bookings/:id': [
    ok('one', 200, async (c) => get(`/api/admin/bookings/${await c.booking('read')}`, c.admin)),
    ok('unknown', 404, (c) => get(`/api/admin/bookings/${UNKNOWN_ID}`, c.admin)),
  ],
  'GET /api/admin/bookings/step-timing': [
    ok('read', 200, (c) => get('/api/admin/bookings/step-timing', c.admin)),
  ],
  'GET /api/admin/bookings/:id/history': [
    ok('history', 200, async (c) =>
      get(`/api/admin/bookings/${await c.booking('read', { confirmed: true })}/history`, c.admin),
    ),
    ok('unknown', 404, (c) => get(`/api/admin/bookings/${UNKNOWN_ID}/history`, c.admin)),
  ],
  'POST /api/admin/bookings/:id/notes': [
    ok('added', 201, async (c) =>
      send('POST', `/api/admin/bookings/${await c.booking('note')}/notes`, { text: 'Gate B' }, c.admin),
    ),
    ok('empty', 400, async (c) =>
      send('POST', `/api/admin/bookings/${await c.booking('note')}/notes`, { text: ' ' }, c.admin),
    ),
    ok('stale revision', 409, async (c) =>
      send(
        'POST',
        `/api/admin/bookings/${await c.booking('note')}/notes`,
        { text: 'x' },
        {
          ...c.admin,
          'if-match': '"99"',
        },
      ),
    ),
    ok('unknown', 404, (c) =>
      send('POST', `/api/admin/bookings/${UNKNOWN_ID}/notes`, { text: 'x' }, c.admin),
    ),
  ],
  'GET /api/manage/:token/change-requests': [
    ok('listed', 200, async (c) => get(`${await manageOf(c, 'change-list')}/change-requests`)),
    ok('forged token', 404, () => get(`/api/manage/${UNKNOWN_ID}.forged/change-requests`)),
  ],
  'POST /api/manage/:token/change-requests': [
    ok('asked', 201, async (c) =>
      send('POST', `${await manageOf(c, 'change-ask')}/change-requests`, { passenger_count: 1 }),
    ),
    ok('invalid', 400, async (c) =>
      send('POST', `${await manageOf(c, 'change-ask-bad')}/change-requests`, { passenger_count: 99 }),
    ),
    ok('one open already', 409, async (c) => {
      await changeRequestOf(c, 'change-open');
      return send('POST', `${await manageOf(c, 'change-open')}/change-requests`, { passenger_count: 1 });
    }),
    ok('nothing changes', 422, async (c) =>
      send('POST', `${await manageOf(c, 'change-same')}/change-requests`, { passenger_count: 2 }),
    ),
    ok('forged token', 404, () =>
      send('POST', `/api/manage/${UNKNOWN_ID}.forged/change-requests`, { passenger_count: 1 }),
    ),
  ],
  'POST /api/manage/:token/change-requests/:rid/confirm': [
    ok('confirmed', 200, async (c) => {
      const rid = await changeRequestOf(c, 'change-confirm', { dearer: true });
      return send('POST', `${await manageOf(c, 'change-confirm')}/change-requests/${rid}/confirm`);
    }),
    ok('not priced', 409, async (c) => {
      const rid = await changeRequestOf(c, 'change-confirm-open');
      return send('POST', `${await manageOf(c, 'change-confirm-open')}/change-requests/${rid}/confirm`);
    }),
    ok('unknown', 404, async (c) =>
      send('POST', `${await manageOf(c, 'change-list')}/change-requests/${UNKNOWN_ID}/confirm`),
    ),
    ok('invalid id', 400, async (c) =>
      send('POST', `${await manageOf(c, 'change-list')}/change-requests/x/confirm`),
    ),
  ],
  'POST /api/manage/:token/change-requests/:rid/withdraw': [
    ok('withdrawn', 200, async (c) => {
      const rid = await changeRequestOf(c, 'change-withdraw');
      return send('POST', `${await manageOf(c, 'change-withdraw')}/change-requests/${rid}/withdraw`);
    }),
    ok('unknown', 404, async (c) =>
      send('POST', `${await manageOf(c, 'change-list')}/change-requests/${UNKNOWN_ID}/withdraw`),
    ),
    ok('invalid id', 400, async (c) =>
      send('POST', `${await manageOf(c, 'change-list')}/change-requests/x/withdraw`),
    ),
  ],
  'GET /api/admin/bookings/:id/change-requests': [
    ok('listed', 200, async (c) =>
      get(`/api/admin/bookings/${await c.booking('change-list')}/change-requests`, c.admin),
    ),
    ok('unknown', 404, (c) => get(`/api/admin/bookings/${UNKNOWN_ID}/change-requests`, c.admin)),
  ],
  'POST /api/admin/bookings/:id/change-requests/:rid/accept': [
    ok('accepted', 200, async (c) => {
      const rid = await changeRequestOf(c, 'change-accept');
      return send(
        'POST',
        `/api/admin/bookings/${await c.booking('change-accept')}/change-requests/${rid}/accept`,
        undefined,
        c.admin,
      );
    }),
    ok('unknown', 404, async (c) =>
      send(
        'POST',
        `/api/admin/bookings/${await c.booking('change-list')}/change-requests/${UNKNOWN_ID}/accept`,
        undefined,
        c.admin,
      ),
    ),
    ok('already answered', 409, async (c) => {
      const rid = await changeRequestOf(c, 'change-withdrawn-accept');
      const id = await c.booking('change-withdrawn-accept');
      await c.t.app.inject(
        send('POST', `${await manageOf(c, 'change-withdrawn-accept')}/change-requests/${rid}/withdraw`),
      );
      return send('POST', `/api/admin/bookings/${id}/change-requests/${rid}/accept`, undefined, c.admin);
    }),
  ],
  'POST /api/admin/bookings/:id/change-requests/:rid/decline': [
    ok('declined', 200, async (c) => {
      const rid = await changeRequestOf(c, 'change-decline');
      const id = await c.booking('change-decline');
      return send(
        'POST',
        `/api/admin/bookings/${id}/change-requests/${rid}/decline`,
        { reason: 'Full' },
        c.admin,
      );
    }),
    ok('no reason', 400, async (c) => {
      const rid = await changeRequestOf(c, 'change-decline-empty');
      const id = await c.booking('change-decline-empty');
      return send(
        'POST',
        `/api/admin/bookings/${id}/change-requests/${rid}/decline`,
        { reason: ' ' },
        c.admin,
      );
    }),
    ok('unknown', 404, async (c) =>
      send(
        'POST',
        `/api/admin/bookings/${await c.booking('change-list')}/change-requests/${UNKNOWN_ID}/decline`,
        { reason: 'x' },
        c.admin,
      ),
    ),
  ],
  'POST /api/admin/bookings/:id/confirm': [
    ok('no revision', 428, async (c) => action(await c.booking('confirm'), 'confirm', c.admin)),
    ok('stale revision', 409, async (c) =>
      action(await c.booking('confirm'), 'confirm', { ...c.admin, 'if-match': '"99"' }),
    ),
    ok('confirmed', 200, async (c) =>
      action(await c.booking('confirm'), 'confirm', await current(c, 'confirm')),
    ),
    ok('twice', 409, async (c) => action(await c.booking('confirm'), 'confirm', await current(c, 'confirm'))),
  ],
  // A confirmed booking whose pickup is two days away: too early to start it or to call it a no-show.
  'POST /api/admin/bookings/:id/start': [
    ok('before the start window', 422, async (c) =>
      action(await c.booking('ride', { confirmed: true }), 'start', await current(c, 'ride')),
    ),
    ok('started', 200, async (c) =>
      action(await c.booking('start', { soon: true, confirmed: true }), 'start', await current(c, 'start')),
    ),
  ],
  'POST /api/admin/bookings/:id/no_show': [
    ok('before pickup', 422, async (c) =>
      action(await c.booking('ride', { confirmed: true }), 'no_show', await current(c, 'ride')),
    ),
    ok('after pickup', 200, async (c) => {
      const id = await c.booking('missed', { soon: true, confirmed: true });
      const { 'if-match': revision } = await current(c, 'missed');
      c.later(2 * 3_600_000);
      // Signed on the later clock: the admin token of an hour before would have expired.
      return action(id, 'no_show', { ...c.t.adminHeaders(), 'if-match': revision! });
    }),
  ],
  'POST /api/admin/bookings/:id/complete': [
    ok('not started', 409, async (c) =>
      action(await c.booking('ride', { confirmed: true }), 'complete', await current(c, 'ride')),
    ),
    ok('completed', 200, async (c) =>
      action(
        await c.booking('complete', { soon: true, confirmed: true, started: true }),
        'complete',
        await current(c, 'complete'),
      ),
    ),
  ],
  'POST /api/admin/bookings/:id/cancel': [
    ok('cancelled (revision in the body)', 200, async (c) =>
      send(
        'POST',
        `/api/admin/bookings/${await c.booking('cancel')}/cancel`,
        {
          expectedRevision: Number(
            JSON.parse(await c.etag(`/api/admin/bookings/${await c.booking('cancel')}`)),
          ),
        },
        c.admin,
      ),
    ),
  ],
  // Issue 17 point 5: a change, re-priced by the server (decision 141).
  'PATCH /api/admin/bookings/:id': [
    ok('no revision', 428, async (c) =>
      send('PATCH', `/api/admin/bookings/${await c.booking('change')}`, { passenger_count: 3 }, c.admin),
    ),
    ok('too many passengers', 400, async (c) =>
      send(
        'PATCH',
        `/api/admin/bookings/${await c.booking('change')}`,
        { passenger_count: 9 },
        await current(c, 'change'),
      ),
    ),
    ok('changed', 200, async (c) =>
      send(
        'PATCH',
        `/api/admin/bookings/${await c.booking('change')}`,
        { passenger_count: 3, is_round_trip: true },
        await current(c, 'change'),
      ),
    ),
    ok('stale revision', 409, async (c) =>
      send(
        'PATCH',
        `/api/admin/bookings/${await c.booking('change')}`,
        { passenger_count: 2 },
        { ...c.admin, 'if-match': '"0"' },
      ),
    ),
    ok('unknown', 404, (c) =>
      send(
        'PATCH',
        `/api/admin/bookings/${UNKNOWN_ID}`,
        { passenger_count: 3 },
        { ...c.admin, 'if-match': '"0"' },
      ),
    ),
  ],
  'DELETE /api/admin/bookings/:id': [
    ok('no revision', 428, async (c) =>
      send('DELETE', `/api/admin/bookings/${await c.booking('delete')}`, undefined, c.admin),
    ),
    ok('deleted', 200, async (c) =>
      send(
        'DELETE',
        `/api/admin/bookings/${await c.booking('delete')}`,
        undefined,
        await current(c, 'delete'),
      ),
    ),
    ok('already deleted', 404, async (c) =>
      send('DELETE', `/api/admin/bookings/${await c.booking('delete')}`, undefined, {
        ...c.admin,
        'if-match': '"1"',
      }),
    ),
  ],

  'GET /api/admin/analytics': [
    ok('week', 200, (c) => get('/api/admin/analytics?days=7', c.admin)),
    ok('bad days', 400, (c) => get('/api/admin/analytics?days=0', c.admin)),
  ],
  'GET /api/admin/notifications': [ok('list', 200, (c) => get('/api/admin/notifications', c.admin))],
  'POST /api/admin/notifications/:id/read': [
    ok('marked', 200, (c) =>
      send('POST', `/api/admin/notifications/${c.notificationId}/read`, undefined, c.admin),
    ),
    ok('unknown', 404, (c) => send('POST', '/api/admin/notifications/no-such/read', undefined, c.admin)),
  ],
  'POST /api/admin/notifications/read-all': [
    ok('marked', 200, (c) => send('POST', '/api/admin/notifications/read-all', undefined, c.admin)),
  ],
  'GET /api/admin/settings': [ok('read', 200, (c) => get('/api/admin/settings', c.admin))],
  'PATCH /api/admin/settings': [
    ok('no revision', 428, (c) => send('PATCH', '/api/admin/settings', { maintenance_mode: false }, c.admin)),
    ok('stale revision', 409, (c) =>
      send('PATCH', '/api/admin/settings', { maintenance_mode: false }, { ...c.admin, 'if-match': '"99"' }),
    ),
    ok('changed', 200, async (c) =>
      send(
        'PATCH',
        '/api/admin/settings',
        { maintenance_mode: false },
        {
          ...c.admin,
          'if-match': await c.etag('/api/admin/settings'),
        },
      ),
    ),
    ok('bad value', 400, (c) =>
      send('PATCH', '/api/admin/settings', { booking_lead_time_hours: -1 }, c.admin),
    ),
  ],
  'GET /api/admin/projections': [ok('list', 200, (c) => get('/api/admin/projections', c.admin))],
  // Issue 17: any record's history, and the activity feed.
  'GET /api/admin/history/:stream': [
    ok('a vehicle', 200, (c) => get(`/api/admin/history/vehicle-${c.vehicleId}?limit=5`, c.admin)),
    ok('unknown stream', 404, (c) => get('/api/admin/history/nothing-here', c.admin)),
    ok('unknown record', 404, (c) => get(`/api/admin/history/vehicle-${UNKNOWN_ID}`, c.admin)),
    ok('bad limit', 400, (c) => get(`/api/admin/history/vehicle-${c.vehicleId}?limit=0`, c.admin)),
  ],
  'GET /api/admin/activity': [
    ok('newest', 200, (c) => get('/api/admin/activity', c.admin)),
    ok('one kind', 200, (c) => get('/api/admin/activity?kind=vehicle&limit=5&offset=5', c.admin)),
    ok('bad limit', 400, (c) => get('/api/admin/activity?limit=1000', c.admin)),
  ],
  'POST /api/admin/projections/:name/rebuild': [
    ok('rebuilt', 200, (c) =>
      send('POST', '/api/admin/projections/vehicles/rebuild?wait=true', undefined, c.admin),
    ),
    ok('started', 202, (c) => send('POST', '/api/admin/projections/vehicles/rebuild', undefined, c.admin)),
    ok('unknown', 404, (c) => send('POST', '/api/admin/projections/nope/rebuild', undefined, c.admin)),
  ],
  'GET /api/admin/blog': [ok('list', 200, (c) => get('/api/admin/blog', c.admin))],
  'GET /api/admin/reviews': [ok('list', 200, (c) => get('/api/admin/reviews', c.admin))],
  'POST /api/admin/reviews/:id/approve': [
    ok('approved', 200, async (c) =>
      send('POST', `/api/admin/reviews/${await walkReview(c)}/approve`, undefined, c.admin),
    ),
    ok('unknown', 404, (c) => send('POST', `/api/admin/reviews/${UNKNOWN_ID}/approve`, undefined, c.admin)),
  ],
  'POST /api/admin/reviews/:id/hide': [
    ok('hidden', 200, async (c) =>
      send('POST', `/api/admin/reviews/${await walkReview(c)}/hide`, undefined, c.admin),
    ),
    ok('unknown', 404, (c) => send('POST', `/api/admin/reviews/${UNKNOWN_ID}/hide`, undefined, c.admin)),
  ],
  'GET /api/admin/blog/:id': [
    ok('one', 200, (c) => get(`/api/admin/blog/${c.postId}`, c.admin)),
    ok('unknown', 404, (c) => get(`/api/admin/blog/${UNKNOWN_ID}`, c.admin)),
  ],
  'POST /api/admin/blog': [
    ok('created', 201, (c) => send('POST', '/api/admin/blog', post('walk-post'), c.admin)),
    ok('slug taken', 409, (c) => send('POST', '/api/admin/blog', post('walk-post'), c.admin)),
    ok('bad fields', 400, (c) => send('POST', '/api/admin/blog', { title: { en: '' } }, c.admin)),
  ],
  'PUT /api/admin/blog/:id': [
    ok('no revision', 428, (c) => send('PUT', `/api/admin/blog/${c.postId}`, post(c.postSlug), c.admin)),
    ok('updated', 200, async (c) =>
      send('PUT', `/api/admin/blog/${c.postId}`, post(c.postSlug), {
        ...c.admin,
        'if-match': await c.etag(`/api/admin/blog/${c.postId}`),
      }),
    ),
    ok('slug of another post', 409, async (c) =>
      send('PUT', `/api/admin/blog/${c.postId}`, post('walk-post'), {
        ...c.admin,
        'if-match': await c.etag(`/api/admin/blog/${c.postId}`),
      }),
    ),
  ],
  'DELETE /api/admin/blog/:id': [
    ok('no revision', 428, (c) => send('DELETE', `/api/admin/blog/${c.postId}`, undefined, c.admin)),
    ok('deleted', 200, async (c) =>
      send('DELETE', `/api/admin/blog/${c.postId}`, undefined, {
        ...c.admin,
        'if-match': await c.etag(`/api/admin/blog/${c.postId}`),
      }),
    ),
  ],
  'GET /api/admin/customers': [
    ok('list', 200, (c) => get('/api/admin/customers?q=example', c.admin)),
    ok('bad limit', 400, (c) => get('/api/admin/customers?limit=0', c.admin)),
  ],
  'GET /api/admin/customers/:key': [
    ok('one', 200, async (c) => {
      // The signed-up account is a customer: its key is what the list gives.
      await c.t.runner.waitUntilCaughtUp(5000);
      const list = await c.t.app.inject(get(`/api/admin/customers?q=${c.user.email}`, c.admin));
      return get(`/api/admin/customers/${list.json<{ items: { key: string }[] }>().items[0]!.key}`, c.admin);
    }),
    ok('unknown', 404, (c) => get(`/api/admin/customers/${'A'.repeat(22)}`, c.admin)),
    ok('not a key', 400, (c) => get('/api/admin/customers/someone@example.com', c.admin)),
  ],
  // Issue 17: chauffeurs, their assignment to a booking, and the driver's own rides.
  'GET /api/admin/dispatch': [
    ok('a day', 200, (c) => get('/api/admin/dispatch?date=2026-12-01', c.admin)),
    ok('bad date', 400, (c) => get('/api/admin/dispatch?date=tomorrow', c.admin)),
  ],
  'GET /api/admin/chauffeurs': [ok('list', 200, (c) => get('/api/admin/chauffeurs', c.admin))],
  'GET /api/admin/chauffeurs/:id': [
    ok('one', 200, async (c) => get(`/api/admin/chauffeurs/${await walkChauffeur(c)}`, c.admin)),
    ok('unknown', 404, (c) => get(`/api/admin/chauffeurs/${UNKNOWN_ID}`, c.admin)),
  ],
  'POST /api/admin/chauffeurs': [
    ok('added', 201, (c) =>
      send('POST', '/api/admin/chauffeurs', chauffeur('walk-added@example.com'), c.admin),
    ),
    ok('missing fields', 400, (c) => send('POST', '/api/admin/chauffeurs', {}, c.admin)),
  ],
  'PUT /api/admin/chauffeurs/:id': [
    ok('no revision', 428, async (c) =>
      send(
        'PUT',
        `/api/admin/chauffeurs/${await walkChauffeur(c)}`,
        chauffeur('driver@example.com'),
        c.admin,
      ),
    ),
    ok('stale revision', 409, async (c) =>
      send('PUT', `/api/admin/chauffeurs/${await walkChauffeur(c)}`, chauffeur('driver@example.com'), {
        ...c.admin,
        'if-match': '"99"',
      }),
    ),
    ok('edited', 200, async (c) => {
      const id = await walkChauffeur(c);
      return send(
        'PUT',
        `/api/admin/chauffeurs/${id}`,
        { ...chauffeur('driver@example.com'), languages: ['nl'] },
        { ...c.admin, 'if-match': await c.etag(`/api/admin/chauffeurs/${id}`) },
      );
    }),
  ],
  'PUT /api/admin/bookings/:id/chauffeur': [
    ok('no revision', 428, async (c) =>
      send(
        'PUT',
        `/api/admin/bookings/${await c.booking('assign')}/chauffeur`,
        { chauffeur_id: null },
        c.admin,
      ),
    ),
    ok('assigned', 200, async (c) =>
      send(
        'PUT',
        `/api/admin/bookings/${await c.booking('assign')}/chauffeur`,
        { chauffeur_id: await walkChauffeur(c) },
        await current(c, 'assign'),
      ),
    ),
    ok('unknown chauffeur', 400, async (c) =>
      send(
        'PUT',
        `/api/admin/bookings/${await c.booking('assign')}/chauffeur`,
        { chauffeur_id: UNKNOWN_ID },
        await current(c, 'assign'),
      ),
    ),
    ok('unknown booking', 404, async (c) =>
      send(
        'PUT',
        `/api/admin/bookings/${UNKNOWN_ID}/chauffeur`,
        { chauffeur_id: null },
        { ...c.admin, 'if-match': '-1' },
      ),
    ),
  ],
  'PUT /api/admin/bookings/:id/car': [
    ok('no revision', 428, async (c) =>
      send('PUT', `/api/admin/bookings/${await c.booking('assign-car')}/car`, { car_id: null }, c.admin),
    ),
    ok('assigned', 200, async (c) =>
      send(
        'PUT',
        `/api/admin/bookings/${await c.booking('assign-car')}/car`,
        { car_id: DEMO_CARS.find((car) => car.vehicleId === bookingBody().vehicle_id)!.id },
        await current(c, 'assign-car'),
      ),
    ),
    ok('car of another model', 400, async (c) =>
      send(
        'PUT',
        `/api/admin/bookings/${await c.booking('assign-car')}/car`,
        { car_id: UNKNOWN_ID },
        await current(c, 'assign-car'),
      ),
    ),
    ok('unknown booking', 404, async (c) =>
      send(
        'PUT',
        `/api/admin/bookings/${UNKNOWN_ID}/car`,
        { car_id: null },
        { ...c.admin, 'if-match': '-1' },
      ),
    ),
  ],
  'GET /api/admin/bookings/:id/candidates': [
    ok('candidates', 200, async (c) =>
      get(`/api/admin/bookings/${await c.booking('read')}/candidates`, c.admin),
    ),
    ok('unknown', 404, (c) => get(`/api/admin/bookings/${UNKNOWN_ID}/candidates`, c.admin)),
  ],
  'GET /api/driver/rides': [
    ok('rides', 200, (c) => get('/api/driver/rides', driver(c))),
    ok('bad after', 400, (c) => get('/api/driver/rides?after=x', driver(c))),
    ok('no token', 401, () => get('/api/driver/rides')),
    ok("a customer's token", 403, (c) =>
      get('/api/driver/rides', { authorization: `Bearer ${c.t.token('user')}` }),
    ),
  ],
  'POST /api/driver/rides/:id/start': [
    ok('another ride', 404, (c) =>
      send('POST', `/api/driver/rides/${UNKNOWN_ID}/start`, { expectedRevision: 0 }, driver(c)),
    ),
    ok('no revision', 400, async (c) =>
      send('POST', `/api/driver/rides/${await driverRide(c, 'drive')}/start`, {}, driver(c)),
    ),
    ok('started', 200, async (c) => {
      const id = await driverRide(c, 'drive');
      return send('POST', `/api/driver/rides/${id}/start`, await rideRevision(c, id), driver(c));
    }),
    ok('twice', 409, async (c) => {
      const id = await driverRide(c, 'drive');
      return send('POST', `/api/driver/rides/${id}/start`, await rideRevision(c, id), driver(c));
    }),
  ],
  'POST /api/driver/rides/:id/complete': [
    ok('completed', 200, async (c) => {
      const id = await driverRide(c, 'drive');
      return send('POST', `/api/driver/rides/${id}/complete`, await rideRevision(c, id), driver(c));
    }),
  ],
  // Decision 236: the driver's page live, on the admin panel's transport (a ticket, then the stream).
  'POST /api/driver/live/ticket': [
    ok('ticket', 200, (c) => send('POST', '/api/driver/live/ticket', undefined, driver(c))),
    ok('an admin', 403, (c) => send('POST', '/api/driver/live/ticket', undefined, c.admin)),
    ok('no token', 401, () => send('POST', '/api/driver/live/ticket', undefined, {})),
  ],
  // The stream itself never ends, so inject cannot read it: its errors are walked.
  'GET /api/driver/live': [
    ok('no ticket', 400, (c) => get('/api/driver/live', driver(c))),
    ok('forged ticket', 401, () => get('/api/driver/live?ticket=forged')),
    ok('an admin', 403, (c) => get('/api/driver/live', c.admin)),
  ],
  'GET /api/admin/messages': [
    ok('list', 200, (c) => get('/api/admin/messages', c.admin)),
    ok('bad offset', 400, (c) => get('/api/admin/messages?offset=-1', c.admin)),
    ok('waiting ones', 200, (c) => get('/api/admin/messages?status=waiting', c.admin)),
    ok('unknown filter', 400, (c) => get('/api/admin/messages?status=all', c.admin)),
  ],
  // Decision 326: the answered mark.
  'PUT /api/admin/messages/:id/answered': [
    ok('marked', 200, async (c) =>
      answered(await walkMessage(c), { answered: true }, { ...c.admin, 'if-match': '"0"' }),
    ),
    ok('no revision', 428, async (c) => answered(await walkMessage(c), { answered: true }, c.admin)),
    ok('stale revision', 409, async (c) =>
      answered(await walkMessage(c), { answered: true }, { ...c.admin, 'if-match': '"3"' }),
    ),
    ok('unknown', 404, (c) => answered(UNKNOWN_ID, { answered: true }, { ...c.admin, 'if-match': '"0"' })),
    ok('not a boolean', 400, async (c) =>
      answered(await walkMessage(c), { answered: 'yes' }, { ...c.admin, 'if-match': '"0"' }),
    ),
  ],
  'POST /api/admin/uploads': [
    ok('stored', 201, (c) => {
      const { payload, headers } = multipart(PNG);
      return { method: 'POST', url: '/api/admin/uploads', payload, headers: { ...c.admin, ...headers } };
    }),
    ok('not an image', 415, (c) => {
      const { payload, headers } = multipart(Buffer.from('plain text'));
      return { method: 'POST', url: '/api/admin/uploads', payload, headers: { ...c.admin, ...headers } };
    }),
  ],
  'POST /api/admin/live/ticket': [
    ok('ticket', 200, (c) => send('POST', '/api/admin/live/ticket', undefined, c.admin)),
  ],
  // The stream itself (200, text/event-stream) never ends, so inject cannot read it: its errors are walked.
  'GET /api/admin/live': [
    ok('no ticket', 400, (c) => get('/api/admin/live', c.admin)),
    ok('forged ticket', 401, () => get('/api/admin/live?ticket=forged')),
  ],
  'GET /api/admin/staff': [ok('list', 200, (c) => get('/api/admin/staff', c.admin))],
  'POST /api/admin/staff': [
    ok('invited', 201, (c) =>
      send(
        'POST',
        '/api/admin/staff',
        { email: 'walk-staff@example.be', name: 'W', role: 'dispatcher' },
        c.admin,
      ),
    ),
    // A chauffeur is added on the Chauffeurs page, which invites them (decision 255).
    ok('driver', 422, (c) =>
      send(
        'POST',
        '/api/admin/staff',
        { email: 'walk-driver@example.be', name: 'W', role: 'driver' },
        c.admin,
      ),
    ),
    ok('bad role', 400, (c) =>
      send('POST', '/api/admin/staff', { email: 'walk-x@example.be', name: 'W', role: 'user' }, c.admin),
    ),
  ],
  'POST /api/admin/staff/:id/invitation': [
    ok('again', 200, async (c) =>
      send(
        'POST',
        `/api/admin/staff/${(await invited(c, 'walk-again@example.be')).id}/invitation`,
        undefined,
        c.admin,
      ),
    ),
    ok('not staff', 409, (c) =>
      send('POST', `/api/admin/staff/${UNKNOWN_ID}/invitation`, undefined, c.admin),
    ),
  ],
  'DELETE /api/admin/staff/:id/invitation': [
    ok('withdrawn', 200, async (c) =>
      send(
        'DELETE',
        `/api/admin/staff/${(await invited(c, 'walk-withdrawn@example.be')).id}/invitation`,
        undefined,
        c.admin,
      ),
    ),
    ok('password set', 409, async (c) =>
      send('DELETE', `/api/admin/staff/${await accountId(c)}/invitation`, undefined, c.admin),
    ),
    ok('unknown', 404, (c) =>
      send('DELETE', `/api/admin/staff/${UNKNOWN_ID}/invitation`, undefined, c.admin),
    ),
  ],
  // A new account's role has never changed: its role revision is 0 (decision 284).
  'PUT /api/admin/staff/:id/role': [
    ok('changed', 200, async (c) =>
      send(
        'PUT',
        `/api/admin/staff/${await accountId(c)}/role`,
        { role: 'dispatcher' },
        {
          ...c.admin,
          'if-match': '"0"',
        },
      ),
    ),
    ok('driver without a chauffeur', 422, async (c) =>
      send(
        'PUT',
        `/api/admin/staff/${await accountId(c)}/role`,
        { role: 'driver' },
        {
          ...c.admin,
          'if-match': '"0"',
        },
      ),
    ),
    ok('role changed since', 409, async (c) =>
      send(
        'PUT',
        `/api/admin/staff/${await accountId(c)}/role`,
        { role: 'dispatcher' },
        {
          ...c.admin,
          'if-match': '"1"',
        },
      ),
    ),
    ok('no revision', 428, async (c) =>
      send('PUT', `/api/admin/staff/${await accountId(c)}/role`, { role: 'dispatcher' }, c.admin),
    ),
    ok('unknown', 404, (c) =>
      send(
        'PUT',
        `/api/admin/staff/${UNKNOWN_ID}/role`,
        { role: 'dispatcher' },
        {
          ...c.admin,
          'if-match': '"0"',
        },
      ),
    ),
  ],
  'POST /api/admin/staff/:id/deactivate': [
    ok('deactivated', 200, async (c) =>
      send('POST', `/api/admin/staff/${await accountId(c)}/deactivate`, undefined, c.admin),
    ),
    ok('unknown', 404, (c) => send('POST', `/api/admin/staff/${UNKNOWN_ID}/deactivate`, undefined, c.admin)),
  ],
  'POST /api/admin/staff/:id/reactivate': [
    ok('already active', 200, async (c) =>
      send('POST', `/api/admin/staff/${await accountId(c)}/reactivate`, undefined, c.admin),
    ),
    ok('unknown', 404, (c) => send('POST', `/api/admin/staff/${UNKNOWN_ID}/reactivate`, undefined, c.admin)),
  ],
  // Decision 260: a link's token is asked about in a body, never in a URL.
  'POST /api/auth/invitation/lookup': [
    ok('for whom', 200, async (c) => {
      const { token } = await invited(c, 'walk-link@example.be');
      return send('POST', '/api/auth/invitation/lookup', { token });
    }),
    ok('not a token', 400, () => send('POST', '/api/auth/invitation/lookup', { token: 'nope' })),
  ],
  'POST /api/auth/invitation': [
    ok('password set', 204, async (c) => {
      const { token } = await invited(c, 'walk-accept@example.be');
      return send('POST', '/api/auth/invitation', { token, password: 'a-long-passphrase-7' });
    }),
    ok('forged', 409, async (c) => {
      const { token } = await invited(c, 'walk-forged@example.be');
      return send('POST', '/api/auth/invitation', {
        token: `${token.slice(0, -4)}AAAA`,
        password: 'a-long-passphrase-7',
      });
    }),
  ],
  // Decision 257: "Forgot your password?".
  'POST /api/auth/password-reset': [
    ok('whatever the address', 202, () =>
      send('POST', '/api/auth/password-reset', { email: 'walk-nobody@example.be', language: 'nl' }),
    ),
    ok('bad address', 400, () => send('POST', '/api/auth/password-reset', { email: 'x' })),
  ],
  'POST /api/auth/password-reset/link/lookup': [
    ok('for whom', 200, async (c) =>
      send('POST', '/api/auth/password-reset/link/lookup', { token: await resetLink(c) }),
    ),
    ok('forged', 409, async (c) =>
      send('POST', '/api/auth/password-reset/link/lookup', {
        token: `${(await resetLink(c)).slice(0, -4)}AAAA`,
      }),
    ),
    ok('not a token', 400, () => send('POST', '/api/auth/password-reset/link/lookup', { token: 'nope' })),
  ],
  'POST /api/auth/password-reset/link': [
    ok('password set', 204, async (c) =>
      send('POST', '/api/auth/password-reset/link', {
        token: await resetLink(c),
        password: 'a-long-passphrase-7',
      }),
    ),
    ok('forged', 409, async (c) =>
      send('POST', '/api/auth/password-reset/link', {
        token: `${(await resetLink(c)).slice(0, -4)}AAAA`,
        password: 'a-long-passphrase-7',
      }),
    ),
  ],
  // Issue 18 point 3: verifying the address, My bookings and the wizard's pre-fill.
  'POST /api/auth/verify-email': [
    ok('verified', 200, async (c) =>
      send('POST', '/api/auth/verify-email', { token: (await verificationLink(c)).token }),
    ),
    ok('forged', 409, async (c) =>
      send('POST', '/api/auth/verify-email', {
        token: `${(await verificationLink(c)).token.slice(0, -4)}AAAA`,
      }),
    ),
    ok('not a token', 400, () => send('POST', '/api/auth/verify-email', { token: 'nope' })),
  ],
  'POST /api/auth/verify-email/resend': [
    ok('sent', 200, async (c) => {
      const { headers } = await verificationLink(c);
      c.later(3 * 60_000);
      return send('POST', '/api/auth/verify-email/resend', { language: 'fr' }, headers);
    }),
    ok('too soon', 429, async (c) =>
      send('POST', '/api/auth/verify-email/resend', {}, (await verificationLink(c)).headers),
    ),
    ok('no token', 401, () => send('POST', '/api/auth/verify-email/resend', {})),
  ],
  'GET /api/me/bookings': [
    ok('mine', 200, async (c) => get('/api/me/bookings', (await verificationLink(c)).headers)),
    ok('no token', 401, () => get('/api/me/bookings')),
  ],
  'GET /api/me/contact': [
    ok('mine', 200, async (c) => get('/api/me/contact', (await verificationLink(c)).headers)),
    ok('no token', 401, () => get('/api/me/contact')),
  ],
};

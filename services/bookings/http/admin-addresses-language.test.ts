import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, bookWith, inHours, type TestApp } from '@chauffeur/api/testing';

/**
 * Decision 286.1: staff read a booking's places in their own language (`?lng`, the app's i18next cookie,
 * Accept-Language), whoever booked them and in whatever language; what was typed stays in the events, and
 * a form sent back with the place as shown changes nothing.
 */
describe('the admin reads booked places in their language', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const TYPED = 'Bahnhof Brüssel-Süd, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgien';
  const MIDI_FR = 'Gare de Bruxelles-Midi, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgique';
  const MIDI_NL = 'Station Brussel-Zuid, Fonsnylaan 47B, 1060 Sint-Gillis, België';
  const book = async () => {
    const response = await bookWith(t, {
      language: 'de',
      scheduled_time: inHours(72),
      pickup_location: { address: TYPED, lat: 50.8358, lng: 4.3364 },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  };

  it('given a station booked in German, then the list and the booking page name it in French or Dutch', async () => {
    const booked = await book();
    const list = await t.app.inject({
      url: '/api/admin/bookings?lng=fr',
      headers: t.adminHeaders(),
    });
    const row = list.json().items.find((item: { id: string }) => item.id === booked.id);
    expect(row.pickup_location).toEqual({ address: MIDI_FR, lat: 50.8358, lng: 4.3364 });
    expect(row.dropoff_location.address).toBe('Brussels Airport, 1930 Zaventem, Belgique');

    const page = await t.app.inject({
      url: `/api/admin/bookings/${booked.id}`,
      headers: { ...t.adminHeaders(), cookie: 'i18next=nl', 'accept-language': 'fr-BE' },
    });
    expect(page.json().pickup_location.address).toBe(MIDI_NL);
  });

  it('given the booking page sent back untouched in French, then nothing changes and the typed text stays', async () => {
    const booked = await book();
    const shown = await t.app.inject({
      url: `/api/admin/bookings/${booked.id}?lng=fr`,
      headers: t.adminHeaders(),
    });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booked.id}`,
      headers: { ...t.adminHeaders(), 'if-match': '"0"' },
      payload: { pickup_location: shown.json().pickup_location, passenger_count: 3 },
    });
    expect(changed.statusCode).toBe(200);
    const events = await t.eventStore.readStream(`booking-${booked.id}`);
    expect(events.at(-1)!.data).toMatchObject({ changes: { passenger_count: 3 } });
    expect(events.at(-1)!.data).not.toHaveProperty('changes.pickup_location');
    expect(events[0]!.data).toMatchObject({ pickup_location: { address: TYPED } });
  });
});

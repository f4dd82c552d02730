import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookWith, createTestApp, inHours, type TestApp } from '@chauffeur/api/testing';

/** Decision 291: the bell's "new booking" names the places in the admin's language, whatever the booking's. */
describe('GET /api/admin/notifications', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('given a station booked in Dutch, then a French admin reads its French name in the new booking', async () => {
    const booked = await bookWith(t, {
      language: 'nl',
      scheduled_time: inHours(72),
      pickup_location: {
        address: 'Station Brussel-Zuid, Fonsnylaan 47B, 1060 Sint-Gillis, België',
        lat: 50.8358,
        lng: 4.3364,
      },
    });
    expect(booked.statusCode).toBe(201);
    const answer = await t.app.inject({
      url: `/api/admin/notifications?after=${booked.json().position}`,
      headers: { ...t.adminHeaders(), cookie: 'i18next=fr' },
    });
    const [notification] = answer.json().items;
    expect(notification).toMatchObject({
      kind: 'booking_requested',
      params: {
        pickup: 'Gare de Bruxelles-Midi, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgique',
        dropoff: 'Brussels Airport, 1930 Zaventem, Belgique',
      },
    });
  });
});

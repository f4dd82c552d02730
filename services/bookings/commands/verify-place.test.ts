import { describe, expect, it } from 'vitest';
import { GazetteerGeocoder } from '../../geo/index';
import { haversineKm } from '../../geo/index';
import { UNVERIFIED_PLACE_MESSAGE, coordinatesText, verifyPlace } from './verify-place';

const gazetteer = new GazetteerGeocoder();
const BRU = { lat: 50.8988, lng: 4.4838 };
const ANTWERP_GROTE_MARKT = { lat: 51.2211, lng: 4.3997 };
/** 250 m north-east of the terminal. */
const NEAR_BRU = { lat: 50.9005, lng: 4.4862 };

describe('the server vouches for every place (issue 13)', () => {
  it('given an address the gazetteer names and coordinates near it, then the place keeps its address at the gazetteer coordinates', async () => {
    const verdict = await verifyPlace(
      gazetteer,
      { address: 'Brussels Airport, 1930 Zaventem, Belgium', lat: 50.9014, lng: 4.4844 },
      'en',
    );
    expect(verdict).toEqual({
      ok: true,
      place: { address: 'Brussels Airport, 1930 Zaventem, Belgium', ...BRU },
    });
  });

  it('given "Grote Markt, Antwerpen" at coordinates 250 m from the airport, then it is refused', async () => {
    const verdict = await verifyPlace(gazetteer, { address: 'Grote Markt, Antwerpen', ...NEAR_BRU }, 'nl');
    expect(verdict).toEqual({ ok: false, message: UNVERIFIED_PLACE_MESSAGE });
  });

  it('given a known name at coordinates far from it, then it is refused', async () => {
    const verdict = await verifyPlace(
      gazetteer,
      { address: 'Brussels Airport', ...ANTWERP_GROTE_MARKT },
      'en',
    );
    expect(verdict.ok).toBe(false);
  });

  it('given "Current Location" near a known place, then the stored address is the place the server finds there', async () => {
    const verdict = await verifyPlace(
      gazetteer,
      { address: 'Huidige locatie: Brussels Airport, 1930 Zaventem, Belgium', ...NEAR_BRU },
      'nl',
    );
    // Whatever the browser wrote after the label, the server's own nearest place is stored.
    expect(verdict).toEqual({
      ok: true,
      place: { address: 'Sheraton Brussels Airport Hotel, 1930 Zaventem, België', lat: 50.8997, lng: 4.4849 },
    });
  });

  it('given "Current Location" away from known places, then the coordinates stay and the server names them', async () => {
    const here = { lat: 50.95, lng: 4.2 };
    const verdict = await verifyPlace(gazetteer, { address: 'Current Location', ...here }, 'en');
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.place).toMatchObject(here);
    expect(verdict.place.address).toMatch(/^50\.95000, 4\.20000 \(\d+(\.\d)? km from .+\), Belgium$/);
    // The stored place verifies as itself: a quote's places can be sent back with the booking.
    expect(await verifyPlace(gazetteer, verdict.place, 'en')).toEqual(verdict);
  });

  it('given the coordinates written out as the address, then they are accepted where nothing is known', async () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const verdict = await verifyPlace(
      gazetteer,
      { address: coordinatesText(paris.lat, paris.lng), ...paris },
      'fr',
    );
    expect(verdict).toEqual({ ok: true, place: { address: '48.85660, 2.35220', ...paris } });
  });

  it('given a street the server cannot find, then it is refused (street addresses are issue 14)', async () => {
    const verdict = await verifyPlace(
      gazetteer,
      { address: 'Rue Neuve 1, 1000 Bruxelles', lat: 50.85, lng: 4.355 },
      'fr',
    );
    expect(verdict.ok).toBe(false);
  });

  it('given any gazetteer address at its own coordinates, then the verified place is the same', async () => {
    const place = (await gazetteer.search('gare du midi', 'fr'))[0]!;
    const verdict = await verifyPlace(gazetteer, place, 'fr');
    expect(verdict).toEqual({ ok: true, place: { address: place.address, lat: place.lat, lng: place.lng } });
    expect(haversineKm(place, BRU)).toBeGreaterThan(5);
  });
});

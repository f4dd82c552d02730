import { describe, expect, it } from 'vitest';
import { GAZETTEER } from '@chauffeur/contracts/gazetteer';
import { inServiceArea, outOfAreaMessage } from './service-area';

const PARIS = { lat: 48.8566, lng: 2.3522 };
const NORTH_POLE = { lat: 90, lng: 0 };

describe('service area: Belgium plus a radius around Brussels (issue 13)', () => {
  it('given a radius of 0 km, then every place of the gazetteer (all in Belgium) is inside', () => {
    for (const place of GAZETTEER) expect(inServiceArea(place, 0), place.id).toBe(true);
  });

  it('given a radius of 0 km, then the cities just across the borders are outside', () => {
    const abroad = {
      Lille: { lat: 50.6292, lng: 3.0573 },
      Dunkerque: { lat: 51.0343, lng: 2.3768 },
      Aachen: { lat: 50.7753, lng: 6.0839 },
      Luxembourg: { lat: 49.6116, lng: 6.1319 },
      Roosendaal: { lat: 51.5308, lng: 4.4653 },
      Maubeuge: { lat: 50.2776, lng: 3.9727 },
    };
    for (const [name, place] of Object.entries(abroad)) expect(inServiceArea(place, 0), name).toBe(false);
  });

  it('given the default 300 km, then Paris is inside and the North Pole is not', () => {
    expect(inServiceArea(PARIS, 300)).toBe(true);
    expect(inServiceArea(PARIS, 250)).toBe(false);
    expect(inServiceArea(NORTH_POLE, 300)).toBe(false);
  });

  it('tells the customer to call, with the radius and the phone number', () => {
    expect(outOfAreaMessage(300)).toMatch(/Belgium and 300 km around Brussels.*call us on \+32 2 000 00 00/);
  });
});

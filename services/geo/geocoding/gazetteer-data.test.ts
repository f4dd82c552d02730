import { describe, expect, it } from 'vitest';
import { haversineKm } from '../geodesy';
import { GAZETTEER, localName, PLACE_KINDS } from '@chauffeur/contracts/gazetteer';
import { BELGIUM_BOX } from './port';

const byId = (id: string) => {
  const entry = GAZETTEER.find((e) => e.id === id);
  if (!entry) throw new Error(`no gazetteer entry ${id}`);
  return entry;
};

describe('gazetteer data', () => {
  it('holds at least 150 places with unique ids', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(150);
    expect(new Set(GAZETTEER.map((e) => e.id)).size).toBe(GAZETTEER.length);
  });

  it('gives no two places the same coordinates (the zone form finds a picked place by them)', () => {
    expect(new Set(GAZETTEER.map((e) => `${e.lat},${e.lng}`)).size).toBe(GAZETTEER.length);
  });

  it('has every kind', () => {
    for (const kind of PLACE_KINDS)
      expect(
        GAZETTEER.some((e) => e.kind === kind),
        kind,
      ).toBe(true);
  });

  it('places everything inside Belgium', () => {
    for (const e of GAZETTEER) {
      expect(e.lat, e.id).toBeGreaterThanOrEqual(BELGIUM_BOX.minLat);
      expect(e.lat, e.id).toBeLessThanOrEqual(BELGIUM_BOX.maxLat);
      expect(e.lng, e.id).toBeGreaterThanOrEqual(BELGIUM_BOX.minLng);
      expect(e.lng, e.id).toBeLessThanOrEqual(BELGIUM_BOX.maxLng);
    }
  });

  it('gives every place a name in fr, nl and en, a Belgian postcode and a town', () => {
    for (const e of GAZETTEER) {
      for (const name of [e.name.fr, e.name.nl, e.name.en, e.city.fr, e.city.nl, e.city.en])
        expect(name.trim().length, e.id).toBeGreaterThan(0);
      expect(e.postcode, e.id).toMatch(/^[1-9]\d{3}$/);
    }
  });

  it('names no place to German readers with English words (station, building, castle…)', () => {
    const english =
      /\b(station|building|castle|museum|basilica|citadel|stadium|house|service|centre|mound)\b/i;
    // A name the same in French and English is a brand ("Square – Brussels Meeting Centre"): kept.
    for (const e of GAZETTEER)
      if (english.test(e.name.en) && e.name.en !== e.name.fr)
        expect(localName(e.name, 'de'), e.id).not.toBe(e.name.en);
    expect(GAZETTEER.filter((e) => e.kind === 'station').every((e) => e.name.de)).toBe(true);
  });

  it('matches each postcode to its region (1000–1299 is Brussels)', () => {
    for (const e of GAZETTEER.filter((e) => e.kind === 'municipality'))
      expect(Number(e.postcode), e.id).toBeLessThan(1300);
    // Brussels-Capital postcodes lie within ~12 km of the Grand-Place; others do not.
    const grandPlace = byId('grand-place');
    for (const e of GAZETTEER) {
      const brusselsCode = Number(e.postcode) >= 1000 && Number(e.postcode) < 1300;
      if (brusselsCode) expect(haversineKm(e, grandPlace), e.id).toBeLessThan(12);
    }
  });

  it('holds the 19 Brussels municipalities', () => {
    const municipalities = GAZETTEER.filter((e) => e.kind === 'municipality').map((e) => e.name.fr);
    expect(municipalities.sort()).toEqual(
      [
        'Anderlecht',
        'Auderghem',
        'Berchem-Sainte-Agathe',
        'Bruxelles-Ville',
        'Etterbeek',
        'Evere',
        'Forest',
        'Ganshoren',
        'Ixelles',
        'Jette',
        'Koekelberg',
        'Molenbeek-Saint-Jean',
        'Saint-Gilles',
        'Saint-Josse-ten-Noode',
        'Schaerbeek',
        'Uccle',
        'Watermael-Boitsfort',
        'Woluwe-Saint-Lambert',
        'Woluwe-Saint-Pierre',
      ].sort(),
    );
  });

  it('holds the five passenger airports with their codes', () => {
    const codes = GAZETTEER.filter((e) => e.kind === 'airport').map((e) => e.code);
    expect(codes).toEqual(expect.arrayContaining(['BRU', 'CRL', 'ANR', 'LGG', 'OST']));
  });

  it('puts every place near the town of its address', () => {
    const towns = new Map(
      GAZETTEER.filter((e) => e.kind === 'city' || e.kind === 'municipality').map((e) => [e.city.nl, e]),
    );
    let checked = 0;
    for (const e of GAZETTEER) {
      const town = towns.get(e.city.nl);
      if (!town || town === e) continue;
      checked++;
      expect(haversineKm(e, town), `${e.id} is far from ${town.id}`).toBeLessThan(15);
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('puts landmarks where they are (known distances within 10 %)', () => {
    const pairs: [string, string, number][] = [
      ['grand-place', 'bru-airport', 10.9],
      ['grand-place', 'atomium', 5.5],
      ['bxl-midi', 'bxl-nord', 3.2],
      ['antwerpen-centraal', 'antwerpen', 1.6],
      ['gent-sint-pieters', 'gent', 2.2],
      ['liege-guillemins', 'liege', 2.3],
      ['grand-place', 'liege', 88.8],
      ['grand-place', 'oostende', 108.6],
    ];
    for (const [a, b, km] of pairs) {
      const measured = haversineKm(byId(a), byId(b));
      expect(Math.abs(measured - km) / km, `${a} → ${b}: ${measured.toFixed(2)} km`).toBeLessThan(0.1);
    }
  });
});

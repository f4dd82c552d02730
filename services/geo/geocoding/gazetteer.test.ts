import { describe, expect, it } from 'vitest';
import { placeListSchema, placeSchema } from '@chauffeur/contracts';
import { createGeocoder } from './factory';
import { GazetteerGeocoder } from './gazetteer';
import { normalizeText } from './port';

const gazetteer = new GazetteerGeocoder();
const ids = (query: string) => gazetteer.searchEntries(query).map((e) => e.id);

describe('normalizeText', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalizeText('  Liège-Guillemins ')).toBe('liege guillemins');
    expect(normalizeText("Braine-l'Alleud")).toBe('braine l alleud');
    expect(normalizeText('BRÜSSEL')).toBe('brussel');
    expect(normalizeText('Hotel Métropole')).toBe('hotel metropole');
  });
});

describe('gazetteer search', () => {
  it("'zav' finds Brussels Airport first (an airport outranks the town of Zaventem)", () => {
    expect(ids('zav')[0]).toBe('bru-airport');
    expect(ids('zav')).toContain('zaventem');
  });

  it('finds the airport by its code and its local names', () => {
    for (const query of ['BRU', 'bru', 'Brussels Airport', 'luchthaven zaventem', 'aeroport de bruxelles'])
      expect(ids(query)[0], query).toBe('bru-airport');
    expect(ids('CRL')[0]).toBe('crl-airport');
    expect(ids('charleroi airport')[0]).toBe('crl-airport');
  });

  it("'gare du midi', 'zuidstation', 'brussels south' and 'Bruxelles-Midi' all mean the same station", () => {
    for (const query of [
      'gare du midi',
      'zuidstation',
      'brussels south',
      'Bruxelles-Midi',
      'brussel zuid',
      'midi',
    ])
      expect(ids(query)[0], query).toBe('bxl-midi');
  });

  it("'liege' matches 'Liège', the city first", () => {
    const found = ids('liege');
    expect(found[0]).toBe('liege');
    expect(found).toEqual(expect.arrayContaining(['liege-guillemins', 'lgg-airport']));
    expect(ids('LIÈGE')).toEqual(found);
    expect(ids('Luik')[0]).toBe('liege');
    expect(ids('lüttich')[0]).toBe('liege');
  });

  it("'ANTW' matches the Antwerp places, airport and stations first", () => {
    const found = gazetteer.searchEntries('ANTW');
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const entry of found) expect(`${entry.name.nl} ${entry.city.nl}`).toMatch(/Antw/);
    expect(found.map((e) => e.id).slice(0, 3)).toEqual([
      'anr-airport',
      'antwerpen-centraal',
      'antwerpen-berchem',
    ]);
    expect(found.map((e) => e.id)).toContain('antwerpen');
  });

  it('ignores accents and case in both directions', () => {
    expect(ids('hotel metropole')).toEqual(ids('HÔTEL MÉTROPOLE'));
    expect(ids('hotel metropole')[0]).toBe('hotel-metropole');
    expect(ids('FOREST NATIONAL')[0]).toBe('forest-national');
  });

  it('ranks exact > prefix of the name > prefix of a word > substring', () => {
    // exact name of the municipality, then names starting with "ixelles"
    expect(ids('ixelles')[0]).toBe('ixelles');
    // "gent" is exact for the city, a prefix for "Gent-Sint-Pieters"
    expect(ids('gent').slice(0, 3)).toEqual(['gent', 'gent-dampoort', 'gent-sint-pieters']);
    // a word prefix in any order
    expect(ids('amigo hotel')[0]).toBe('hotel-amigo');
    // a substring inside a word comes last
    const found = ids('erbeek');
    expect(found).toEqual(expect.arrayContaining(['etterbeek', 'schaerbeek']));
  });

  it('knows the usual abbreviations of saint', () => {
    expect(ids('st gilles')[0]).toBe('saint-gilles');
    expect(ids('St-Josse')[0]).toBe('saint-josse');
    expect(ids('ste agathe')[0]).toBe('berchem-sainte-agathe');
  });

  it('answers at most 8, or the limit asked', async () => {
    expect((await gazetteer.search('a', 'en')).length).toBe(8);
    expect((await gazetteer.search('a', 'en', 3)).length).toBe(3);
    expect((await gazetteer.search('a', 'en', 50)).length).toBe(8);
    expect(await gazetteer.search('   ', 'en')).toEqual([]);
    expect(await gazetteer.search('zzzzqqq', 'en')).toEqual([]);
  });

  it('labels and addresses in the requested language', async () => {
    const [nl] = await gazetteer.search('gare du midi', 'nl');
    const [fr] = await gazetteer.search('zuidstation', 'fr');
    const [en] = await gazetteer.search('zuidstation', 'en');
    expect(nl).toEqual({
      label: 'Station Brussel-Zuid',
      address: 'Station Brussel-Zuid, Fonsnylaan 47B, 1060 Sint-Gillis, België',
      lat: 50.8358,
      lng: 4.3364,
    });
    expect(fr?.label).toBe('Gare de Bruxelles-Midi');
    expect(fr?.address).toBe('Gare de Bruxelles-Midi, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgique');
    expect(en?.label).toBe('Brussels-Midi station');
    const [airport] = await gazetteer.search('zaventem', 'de');
    expect(airport).toMatchObject({
      label: 'Brussels Airport (BRU)',
      address: 'Brussels Airport, 1930 Zaventem, Belgien',
    });
    const [city] = await gazetteer.search('antwerpen', 'fr');
    expect(city).toMatchObject({ label: 'Anvers', address: '2000 Anvers, Belgique' });
    const [liege] = await gazetteer.search('liege', 'de');
    expect(liege?.label).toBe('Lüttich');
    // German readers get German station names, found by them too.
    const [south] = await gazetteer.search('zuidstation', 'de');
    expect(south).toMatchObject({
      label: 'Bahnhof Brüssel-Süd',
      address: 'Bahnhof Brüssel-Süd, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgien',
    });
    expect((await gazetteer.search('Brüssel-Zentral', 'de'))[0]?.label).toBe('Bahnhof Brüssel-Zentral');
    expect((await gazetteer.search('haus der europaischen', 'de'))[0]?.label).toBe(
      'Haus der Europäischen Geschichte',
    );
    expect(placeListSchema.parse(await gazetteer.search('bru', 'en'))).toHaveLength(8);
  });
});

describe('gazetteer reverse', () => {
  it('next to the Atomium answers the Atomium itself', async () => {
    const place = await gazetteer.reverse(50.8951, 4.3418, 'en');
    expect(place).toEqual({
      label: 'Atomium',
      address: "Atomium, Place de l'Atomium 1, 1020 Brussels, Belgium",
      lat: 50.8949,
      lng: 4.3415,
    });
    expect((await gazetteer.reverse(50.8951, 4.3418, 'nl'))?.address).toBe(
      'Atomium, Atomiumplein 1, 1020 Brussel, België',
    );
  });

  it('further away keeps the position and says how far the nearest known place is', async () => {
    // a field between Overijse and Tervuren
    const place = await gazetteer.reverse(50.8, 4.53, 'en');
    expect(place).not.toBeNull();
    expect(placeSchema.parse(place)).toEqual(place);
    expect(place).toMatchObject({ lat: 50.8, lng: 4.53 });
    expect(place?.label).toMatch(/^(Overijse|Tervuren) \(~\d\.\d km\)$/);
    expect(place?.address).toMatch(
      /^50\.80000, 4\.53000 \(\d\.\d km from (Overijse|Tervuren), \1\), Belgium$/,
    );
  });

  it('answers null in the middle of the North Sea', async () => {
    expect(await gazetteer.reverse(51.9, 2.5, 'en')).toBeNull();
    expect(await gazetteer.reverse(52.5, 3.0, 'fr')).toBeNull();
  });

  it('is the default geocoder without GEOCODER_URL', () => {
    expect(createGeocoder()).toBeInstanceOf(GazetteerGeocoder);
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@chauffeur/contracts';
import { GazetteerGeocoder } from './gazetteer';
import { GAZETTEER } from '@chauffeur/contracts/gazetteer';

const gazetteer = new GazetteerGeocoder();
const named = (address: string) => gazetteer.resolveEntries(address).map((e) => e.id);

describe('which place an address names (issue 13)', () => {
  it('given any address the gazetteer writes, in any language, then it names exactly that place', () => {
    for (const entry of GAZETTEER)
      for (const lang of LANGUAGES) {
        const place = gazetteer.toPlace(entry, lang);
        expect(named(place.address), `${entry.id} ${lang}: ${place.address}`).toEqual([entry.id]);
        expect(named(place.label), `${entry.id} ${lang}: ${place.label}`).toContain(entry.id);
      }
  });

  it('given the forms people and API clients write, then they name the place', () => {
    expect(named('Brussels Airport (BRU), 1930 Zaventem')).toEqual(['bru-airport']);
    expect(named('Grand-Place, 1000 Bruxelles')).toEqual(['grand-place']);
    expect(named('Hotel Amigo, Rue de l’Amigo 1-3, 1000 Bruxelles')).toEqual(['hotel-amigo']);
    expect(named('zaventem')).toContain('bru-airport');
    expect(named('Gare du Midi, Saint-Gilles')).toEqual(['bxl-midi']);
    expect(named('2000 Antwerpen, België')).toEqual(['antwerpen']);
  });

  it('given a part that contradicts the place (another town, another postcode), then it names nothing', () => {
    expect(named('Grote Markt, Antwerpen')).toEqual([]);
    expect(named('Brussels Airport, 2000 Antwerpen')).toEqual([]);
    expect(named('Brussels Airport, 1000 Zaventem')).toEqual([]);
    expect(named('Rue Neuve 1, 1000 Bruxelles')).toEqual([]);
    expect(named('')).toEqual([]);
  });
});

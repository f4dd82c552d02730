import { describe, expect, it } from 'vitest';
import { addressIn } from './address-in-language';

describe('a stored address in the reader language (decision 286.1)', () => {
  const midiDe = 'Bahnhof Brüssel-Süd, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgien';

  it('given a station stored in German, then each language reads it as the gazetteer writes it', () => {
    expect(addressIn(midiDe, 'fr')).toBe(
      'Gare de Bruxelles-Midi, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgique',
    );
    expect(addressIn(midiDe, 'nl')).toBe('Station Brussel-Zuid, Fonsnylaan 47B, 1060 Sint-Gillis, België');
    expect(addressIn(midiDe, 'en')).toBe(
      'Brussels-Midi station, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgium',
    );
    expect(addressIn(midiDe, 'de')).toBe(midiDe);
  });

  it('given an airport written with its code, then it reads in the language without losing the place', () => {
    expect(addressIn('Brussels Airport (BRU), 1930 Zaventem', 'fr')).toBe(
      'Brussels Airport, 1930 Zaventem, Belgique',
    );
    expect(addressIn('Brussels South Charleroi Airport (CRL), 6041 Gosselies, België', 'fr')).toBe(
      'Aéroport de Charleroi Bruxelles-Sud, Rue des Frères Wright 8, 6041 Gosselies, Belgique',
    );
  });

  it('given a hotel with its street and postcode in French, then Dutch reads the Dutch street and town', () => {
    expect(addressIn("Hotel Amigo, Rue de l'Amigo 1-3, 1000 Bruxelles, Belgique", 'nl')).toBe(
      'Hotel Amigo, Vruntstraat 1-3, 1000 Brussel, België',
    );
  });

  it('given a text that names no single gazetteer place, then it is shown as stored', () => {
    for (const free of [
      'Avenue Louise 54, 1050 Ixelles, Belgique',
      'Grote Markt, Antwerpen',
      '50.83580, 4.33640 (1.2 km van Station Brussel-Zuid, Sint-Gillis), België',
      '',
    ])
      expect(addressIn(free, 'fr')).toBe(free);
  });
});

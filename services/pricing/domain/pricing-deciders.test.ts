import { describe, expect, it } from 'vitest';
import { composeCatalogue, upcastEvent, zoneFieldsSchema, type ZoneFields } from '@chauffeur/contracts';
import { DomainError, fold } from '@chauffeur/platform';
import { zoneDecider, type ZoneCommand } from './zone-decider';
import { zoneFareDecider, type ZoneFareCommand } from './zone-fare-decider';
import { ZoneChanged, pricingEvents, type ZoneEvent, type ZoneFareEvent } from '../events';

const A = '6c2f8a10-3b7d-4e21-9f40-1a2b3c4d5e01';
const B = '6c2f8a10-3b7d-4e21-9f40-1a2b3c4d5e02';
const E_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d01';
const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';
const fields: ZoneFields = {
  name: { en: 'Brussels centre' },
  shape: { kind: 'circle', place_id: 'grand-place', center: { lat: 50.8467, lng: 4.3525 }, radius_km: 2 },
};
const defined: ZoneEvent = { type: 'ZoneDefined', data: { zone_id: A, ...fields } };

const givenZone = (events: ZoneEvent[]) => ({
  when: (command: ZoneCommand) => () => zoneDecider.decide(command, fold(zoneDecider, events)),
});
const givenFares = (events: ZoneFareEvent[]) => ({
  when: (command: ZoneFareCommand) => () => zoneFareDecider.decide(command, fold(zoneFareDecider, events)),
});

describe('zone decider', () => {
  it('defines a zone once', () => {
    expect(givenZone([]).when({ type: 'DefineZone', zoneId: A, fields })()).toEqual([defined]);
    expect(givenZone([defined]).when({ type: 'DefineZone', zoneId: A, fields })).toThrow(
      new DomainError('conflict', 'This zone already exists'),
    );
  });

  it('redraws a zone with every field as it now is, and records nothing for an unchanged form', () => {
    const polygon: ZoneFields = {
      name: { en: 'Pentagon' },
      shape: {
        kind: 'polygon',
        points: [
          { lat: 50.85, lng: 4.34 },
          { lat: 50.85, lng: 4.37 },
          { lat: 50.83, lng: 4.36 },
        ],
      },
    };
    expect(givenZone([defined]).when({ type: 'ChangeZone', zoneId: A, fields: polygon })()).toEqual([
      { type: 'ZoneChanged', data: { zone_id: A, ...polygon } },
    ]);
    const copy = JSON.parse(JSON.stringify(fields)) as ZoneFields;
    expect(givenZone([defined]).when({ type: 'ChangeZone', zoneId: A, fields: copy })()).toEqual([]);
  });

  it('names a zone in the visitors’ languages: a French and Dutch name added is one change, kept as stored', () => {
    const named: ZoneFields = {
      ...fields,
      name: { en: 'Brussels centre', fr: 'Bruxelles-centre', nl: 'Brussel-centrum' },
    };
    const [changed] = givenZone([defined]).when({ type: 'ChangeZone', zoneId: A, fields: named })();
    expect(changed).toEqual({ type: 'ZoneChanged', data: { zone_id: A, ...named } });
    // What the store accepts on append: the event's own schema (decision 269).
    expect(ZoneChanged.schema.parse(changed!.data)).toEqual({ zone_id: A, ...named });
    expect(givenZone([defined, changed!]).when({ type: 'ChangeZone', zoneId: A, fields: named })()).toEqual(
      [],
    );
  });

  it('refuses a name in any language longer than the default name may be, naming its language', () => {
    const parsed = zoneFieldsSchema.safeParse({
      ...fields,
      name: { en: 'Centre', fr: ' ', de: 'x'.repeat(81) },
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name.fr', 'Name is required'],
      ['name.de', 'Name must be at most 80 characters'],
    ]);
  });

  it('given a zone defined before names had languages (v1, a plain name), when read, then it is the default name', () => {
    const read = upcastEvent(
      {
        type: 'ZoneDefined',
        data: { zone_id: A, name: 'Brussels centre', shape: fields.shape },
        metadata: {
          eventId: '00000000-0000-4000-8000-000000000001',
          occurredAt: '2025-01-01T10:00:00.000Z',
          actor: { kind: 'system', name: 'seed' },
          correlationId: 'c',
          causationId: 'c',
          schemaVersion: 1,
        },
      },
      composeCatalogue([pricingEvents]),
    );
    expect(read.metadata.schemaVersion).toBe(2);
    expect(read.data).toEqual({ zone_id: A, ...fields });
  });

  it('removes a zone, then finds it no more', () => {
    const removed: ZoneEvent = { type: 'ZoneRemoved', data: { zone_id: A } };
    expect(givenZone([defined]).when({ type: 'RemoveZone', zoneId: A })()).toEqual([removed]);
    expect(givenZone([defined, removed]).when({ type: 'RemoveZone', zoneId: A })).toThrow('Zone not found');
    expect(givenZone([]).when({ type: 'ChangeZone', zoneId: A, fields })).toThrow('Zone not found');
  });
});

describe('zone pair fare decider', () => {
  const prices = [
    { vehicle_id: S_CLASS, price: 125 },
    { vehicle_id: E_CLASS, price: 85 },
  ];
  const set: ZoneFareEvent = {
    type: 'ZoneFaresSet',
    data: { pair: `${A}_${B}`, zone_ids: [A, B], prices: [prices[1]!, prices[0]!] },
  };

  it('sets a pair’s fares under one key whichever way round the zones are given', () => {
    expect(givenFares([]).when({ type: 'SetZoneFares', zoneIds: [B, A], prices })()).toEqual([set]);
    expect(givenFares([]).when({ type: 'SetZoneFares', zoneIds: [A, B], prices })()).toEqual([set]);
  });

  it('records a price change, and nothing when the same prices come in another order', () => {
    const changed = [{ vehicle_id: E_CLASS, price: 90 }];
    expect(givenFares([set]).when({ type: 'SetZoneFares', zoneIds: [A, B], prices: changed })()).toEqual([
      { type: 'ZoneFaresSet', data: { pair: `${A}_${B}`, zone_ids: [A, B], prices: changed } },
    ]);
    expect(givenFares([set]).when({ type: 'SetZoneFares', zoneIds: [B, A], prices })()).toEqual([]);
  });

  it('refuses a pair without any price, and removes only fares that exist', () => {
    expect(givenFares([]).when({ type: 'SetZoneFares', zoneIds: [A, B], prices: [] })).toThrow(
      'A zone pair needs at least one price',
    );
    const removed: ZoneFareEvent = {
      type: 'ZoneFaresRemoved',
      data: { pair: `${A}_${B}`, zone_ids: [A, B] },
    };
    expect(givenFares([set]).when({ type: 'RemoveZoneFares', zoneIds: [B, A] })()).toEqual([removed]);
    expect(givenFares([set, removed]).when({ type: 'RemoveZoneFares', zoneIds: [A, B] })).toThrow(
      'Fixed fare not found',
    );
  });
});

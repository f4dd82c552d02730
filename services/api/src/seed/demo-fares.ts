import { zoneFareStream, zoneStream, type ModelFare, type ZoneFields } from '@chauffeur/contracts';
import type { EventStore } from '@chauffeur/eventstore';
import { DomainError, handleCommand, type CommandContext } from '@chauffeur/platform';
import { WrongExpectedVersion } from '@chauffeur/eventstore';
import { zoneDecider, zoneFareDecider } from '../../../pricing/index';
import { DEMO_FLEET } from './demo-fleet';

/** Fixed ids: the service pages' plans name these zones, and two processes seeding at once cannot double them. */
export const DEMO_ZONE_IDS = {
  brusselsCentre: '6c2f8a10-3b7d-4e21-9f40-1a2b3c4d5e01',
  brusselsAirport: '6c2f8a10-3b7d-4e21-9f40-1a2b3c4d5e02',
  charleroiAirport: '6c2f8a10-3b7d-4e21-9f40-1a2b3c4d5e03',
  brusselsMidi: '6c2f8a10-3b7d-4e21-9f40-1a2b3c4d5e04',
  brusselsRegion: '6c2f8a10-3b7d-4e21-9f40-1a2b3c4d5e05',
} as const;

const circle = (place_id: string, lat: number, lng: number, radius_km: number): ZoneFields['shape'] => ({
  kind: 'circle',
  place_id,
  center: { lat, lng },
  radius_km,
});

/**
 * The zones of the demo: the Pentagon around the Grand-Place, the three places the Airport Transfers page
 * prices, and the Brussels-Capital Region as a rough polygon (a demo of that kind of zone, a few hundred
 * metres off the real border in places). Each named as the site's four languages say it (decision 269):
 * Brussels is officially French and Dutch, and its visitors read their own names for its places.
 */
export const DEMO_ZONES: (ZoneFields & { id: string })[] = [
  {
    id: DEMO_ZONE_IDS.brusselsCentre,
    name: { en: 'Brussels centre', fr: 'Bruxelles-centre', nl: 'Brussel-centrum', de: 'Brüssel-Zentrum' },
    shape: circle('grand-place', 50.8467, 4.3525, 2),
  },
  {
    id: DEMO_ZONE_IDS.brusselsAirport,
    name: {
      en: 'Brussels Airport',
      fr: 'Aéroport de Bruxelles',
      nl: 'Luchthaven Brussel',
      de: 'Flughafen Brüssel',
    },
    shape: circle('bru-airport', 50.8988, 4.4838, 1.5),
  },
  {
    id: DEMO_ZONE_IDS.charleroiAirport,
    name: {
      en: 'Charleroi Airport',
      fr: 'Aéroport de Charleroi',
      nl: 'Luchthaven Charleroi',
      de: 'Flughafen Charleroi',
    },
    shape: circle('crl-airport', 50.4592, 4.4538, 1.5),
  },
  {
    id: DEMO_ZONE_IDS.brusselsMidi,
    name: { en: 'Brussels-Midi', fr: 'Bruxelles-Midi', nl: 'Brussel-Zuid', de: 'Brüssel-Süd' },
    shape: circle('bxl-midi', 50.8356, 4.3365, 0.5),
  },
  {
    id: DEMO_ZONE_IDS.brusselsRegion,
    name: { en: 'Brussels Region', fr: 'Région bruxelloise', nl: 'Brussels Gewest', de: 'Region Brüssel' },
    shape: {
      kind: 'polygon',
      points: [
        { lat: 50.9137, lng: 4.3728 },
        { lat: 50.895, lng: 4.433 },
        { lat: 50.85, lng: 4.48 },
        { lat: 50.8, lng: 4.45 },
        { lat: 50.7636, lng: 4.39 },
        { lat: 50.8, lng: 4.29 },
        { lat: 50.835, lng: 4.245 },
        { lat: 50.88, lng: 4.29 },
      ],
    },
  },
];

const [eClass, bmw7, sClass, vClass] = DEMO_FLEET.map((vehicle) => vehicle.id) as [
  string,
  string,
  string,
  string,
];
/** One price per model, one way, in the fleet's order: E-Class, 7 Series, S-Class, V-Class. */
const perModel = (e: number, bmw: number, s: number, v: number): ModelFare[] => [
  { vehicle_id: eClass, price: e },
  { vehicle_id: bmw7, price: bmw },
  { vehicle_id: sClass, price: s },
  { vehicle_id: vClass, price: v },
];

/** The demo's fixed fares: what the Airport Transfers page shows "from" (its cheapest model). */
export const DEMO_ZONE_FARES: { zoneIds: [string, string]; prices: ModelFare[] }[] = [
  {
    zoneIds: [DEMO_ZONE_IDS.brusselsCentre, DEMO_ZONE_IDS.brusselsAirport],
    prices: perModel(85, 110, 125, 95),
  },
  {
    zoneIds: [DEMO_ZONE_IDS.brusselsCentre, DEMO_ZONE_IDS.charleroiAirport],
    prices: perModel(145, 185, 210, 165),
  },
  { zoneIds: [DEMO_ZONE_IDS.brusselsRegion, DEMO_ZONE_IDS.brusselsMidi], prices: perModel(55, 70, 80, 65) },
];

const skipped = (error: unknown) => error instanceof WrongExpectedVersion || error instanceof DomainError;

/** Seeds the demo zones and their fixed fares. */
export async function seedDemoFares(eventStore: EventStore, context: CommandContext): Promise<number> {
  let seeded = 0;
  for (const { id: zoneId, ...fields } of DEMO_ZONES) {
    try {
      await handleCommand(eventStore, {
        stream: zoneStream(zoneId),
        decider: zoneDecider,
        command: { type: 'DefineZone', zoneId, fields },
        context,
      });
      seeded += 1;
    } catch (error) {
      if (!skipped(error)) throw error;
    }
  }
  for (const { zoneIds, prices } of DEMO_ZONE_FARES) {
    try {
      const outcome = await handleCommand(eventStore, {
        stream: zoneFareStream(...zoneIds),
        decider: zoneFareDecider,
        command: { type: 'SetZoneFares', zoneIds, prices },
        context,
      });
      if (outcome.appended.length > 0) seeded += 1;
    } catch (error) {
      if (!skipped(error)) throw error;
    }
  }
  return seeded;
}

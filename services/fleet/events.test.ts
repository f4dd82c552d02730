import { describe, expect, it } from 'vitest';
import { composeCatalogue, upcastEvent, vehicleFieldsSchema } from '@chauffeur/contracts';
import { vehicleEvents } from './events';

const catalogue = composeCatalogue([vehicleEvents]);

const metadata = (schemaVersion: number) => ({
  eventId: '00000000-0000-4000-8000-000000000001',
  occurredAt: '2025-01-01T10:00:00.000Z',
  actor: { kind: 'system' as const, name: 'test' },
  correlationId: 'c',
  causationId: 'c',
  schemaVersion,
});
const vehicle = {
  vehicle_id: '00000000-0000-4000-8000-000000000002',
  name: 'Mercedes-Benz V-Class',
  image_url: '/images/vehicles/mercedes-v-class.svg',
  type: 'van',
  price_per_km: 2.8,
  max_passengers: 7,
  max_luggage: 7,
};

describe('operator texts per language (issue 14): both stored shapes', () => {
  it('given a VehicleAdded v1 with a plain description, when read, then it is the English original of v2', () => {
    const read = upcastEvent(
      {
        type: 'VehicleAdded',
        data: { ...vehicle, description: 'Spacious van' },
        metadata: metadata(1),
      },
      catalogue,
    );
    expect(read.metadata.schemaVersion).toBe(2);
    expect(read.data).toEqual({ ...vehicle, description: { en: 'Spacious van' } });
    expect(vehicleFieldsSchema.safeParse(read.data).success).toBe(true);
  });

  it('given a VehicleUpdated v2 with translations, when read, then it is left as stored', () => {
    const event = {
      type: 'VehicleUpdated',
      data: { ...vehicle, description: { en: 'Spacious van', fr: 'Van spacieux' } },
      metadata: metadata(2),
    };
    expect(upcastEvent(event, catalogue)).toBe(event);
  });

  it('refuses a translation that breaks the rule of the original, naming its language', () => {
    const parsed = vehicleFieldsSchema.safeParse({
      ...vehicle,
      description: { en: 'Spacious van', nl: ' ', de: 'x'.repeat(2001) },
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'description.nl',
      'description.de',
    ]);
  });
});

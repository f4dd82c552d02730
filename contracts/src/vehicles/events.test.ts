import { describe, expect, it } from 'vitest';
import { upcastEvent } from '../events/upcasting';
import { blogPostFieldsSchema } from '../blog/blog-post';
import { vehicleFieldsSchema } from './vehicle';

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
    const read = upcastEvent({
      type: 'VehicleAdded',
      data: { ...vehicle, description: 'Spacious van' },
      metadata: metadata(1),
    });
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
    expect(upcastEvent(event)).toBe(event);
  });

  it('given a BlogPostCreated v1, when read, then title, content and meta description are English originals', () => {
    const v1 = {
      post_id: '00000000-0000-4000-8000-000000000003',
      title: 'Summit week',
      slug: 'summit-week',
      content: 'Streets close.',
      meta_description: '',
      meta_keywords: [],
      featured_image: null,
      status: 'active',
      published_at: '2025-01-01T10:00:00.000Z',
    };
    const read = upcastEvent({ type: 'BlogPostCreated', data: v1, metadata: metadata(1) });
    expect(read.data).toEqual({
      ...v1,
      title: { en: 'Summit week' },
      content: { en: 'Streets close.' },
      meta_description: { en: '' },
    });
    expect(blogPostFieldsSchema.safeParse(read.data).success).toBe(true);
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

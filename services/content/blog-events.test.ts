import { describe, expect, it } from 'vitest';
import { blogPostFieldsSchema, composeCatalogue, upcastEvent } from '@chauffeur/contracts';
import { blogEvents } from './blog-events';

const catalogue = composeCatalogue([blogEvents]);
const metadata = (schemaVersion: number) => ({
  eventId: '00000000-0000-4000-8000-000000000001',
  occurredAt: '2025-01-01T10:00:00.000Z',
  actor: { kind: 'system' as const, name: 'test' },
  correlationId: 'c',
  causationId: 'c',
  schemaVersion,
});
describe('operator texts per language (issue 14): both stored shapes', () => {
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
    const read = upcastEvent({ type: 'BlogPostCreated', data: v1, metadata: metadata(1) }, catalogue);
    expect(read.data).toEqual({
      ...v1,
      title: { en: 'Summit week' },
      content: { en: 'Streets close.' },
      meta_description: { en: '' },
    });
    expect(blogPostFieldsSchema.safeParse(read.data).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { allProjections } from '@chauffeur/api';

describe('public-site read models', () => {
  it('are registered, so the server builds them at start', () => {
    const names = allProjections.map((projection) => projection.name);
    for (const name of ['services', 'reviews', 'stats', 'blog_posts']) expect(names).toContain(name);
  });
});

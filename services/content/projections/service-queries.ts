import { serviceSchema, type Service } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { SERVICES } from './services-projection';

const ORDER = { sort: { created_at: 1, created_seq: 1 } } as const;

// Read model documents carry bookkeeping fields (_id, _pos, created_seq): the schema keeps only the DTO.
const toService = (doc: Doc): Service => serviceSchema.parse(doc);

/** Every service, oldest first (SPEC 7); only the featured ones when asked. */
export async function listServices(
  store: ReadStore,
  options: { featured?: boolean } = {},
): Promise<Service[]> {
  const filter = options.featured ? { is_featured: true } : {};
  return (await store.collection(SERVICES).find(filter, ORDER)).map(toService);
}

export async function findServiceBySlug(store: ReadStore, slug: string): Promise<Service | null> {
  const doc = await store.collection(SERVICES).findOne({ slug });
  return doc ? toService(doc) : null;
}

import type { StaffMember } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { STAFF } from './staff-projection';

/** As stored: `role_revision` is written by the first role change only. */
type StaffDoc = Doc & Omit<StaffMember, 'role_revision'> & { role_revision?: number };

const toMember = ({
  id,
  email,
  name,
  role,
  state,
  invited_at,
  updated_at,
  role_revision,
}: StaffDoc): StaffMember => ({
  id,
  email,
  name,
  role,
  state,
  invited_at: invited_at ?? null,
  updated_at,
  // No role change yet: the counter was never written.
  role_revision: role_revision ?? 0,
});

/** Every staff member and chauffeur (not the customers), by name. A few dozen at most: no paging. */
export async function listStaff(store: ReadStore): Promise<StaffMember[]> {
  const docs = await store
    .collection<StaffDoc>(STAFF)
    .find({ role: { $in: ['admin', 'dispatcher', 'driver'] } }, { sort: { name: 1 } });
  return docs.map(toMember);
}

/** The ids of the active admins as the read model has them (the staff service checks each on its stream). */
export async function activeAdminIds(store: ReadStore): Promise<string[]> {
  const docs = await store.collection<StaffDoc>(STAFF).find({ role: 'admin', state: 'active' });
  return docs.map((doc) => doc.id);
}

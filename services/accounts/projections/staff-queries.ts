import type { StaffMember } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { STAFF } from './staff-projection';

type StaffDoc = Doc & StaffMember;

const toMember = ({ id, email, name, role, state, invited_at, updated_at }: StaffDoc): StaffMember => ({
  id,
  email,
  name,
  role,
  state,
  invited_at: invited_at ?? null,
  updated_at,
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

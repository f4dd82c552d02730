import { on, projectionOf, type Change } from '@chauffeur/projections';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { ChauffeurAdded, ChauffeurUpdated, type ChauffeurData } from '../events';

export const CHAUFFEURS = 'chauffeurs';

const fieldsOf = ({ chauffeur_id: _id, ...fields }: ChauffeurData, event: RecordedEvent) => ({
  ...fields,
  revision: Number(event.revision),
  updated_at: event.metadata.occurredAt,
});

/** The chauffeurs as the admin list, the booking's picker and the driver routes (by e-mail) read them. */
export const chauffeursProjection = projectionOf({
  name: 'chauffeurs',
  collections: [CHAUFFEURS],
  // chauffeur-queries.ts: the list by name; a driver's chauffeur by e-mail.
  indexes: {
    [CHAUFFEURS]: [[{ path: 'name', type: 'string' }], [{ path: 'email', type: 'string' }]],
  },
  handlers: [
    on(ChauffeurAdded, (data, event): Change[] => [
      {
        kind: 'upsert',
        collection: CHAUFFEURS,
        id: data.chauffeur_id,
        update: {
          $set: { id: data.chauffeur_id, ...fieldsOf(data, event), created_at: event.metadata.occurredAt },
        },
      },
    ]),
    on(ChauffeurUpdated, (data, event): Change[] => [
      {
        kind: 'update',
        collection: CHAUFFEURS,
        filter: { _id: data.chauffeur_id },
        update: { $set: fieldsOf(data, event) },
      },
    ]),
  ],
});

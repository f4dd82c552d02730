import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  projectionStatusSchema,
  projectionsOverviewSchema,
  type ProjectionState,
  type ProjectionsOverview,
  type ProjectionStatus,
} from '@chauffeur/contracts';
import { request } from '../../../lib/api';
import { adminGet } from '../api/admin-client';
import { adminKeys } from '../api/keys';

/** States that move by themselves: the page follows them closely until they settle. */
const MOVING: ReadonlySet<ProjectionState> = new Set([
  'starting',
  'catching_up',
  'rebuilding',
  'reconnecting',
]);

/** How often the list is read again while something moves (or a rebuild was just asked for). */
export const POLL_MS = 1500;

/**
 * A rebuild answers 202 before the runner has switched the projection to `rebuilding`: the page keeps
 * polling this long after asking, so it never settles on the state from just before.
 */
const AFTER_REQUEST_MS = 5000;

export const isMoving = (status: ProjectionStatus) => MOVING.has(status.state);

const moving = (data: ProjectionsOverview | undefined) => data?.items.some(isMoving) ?? false;

/** Every projection and reactor; re-read every POLL_MS while one of them moves. */
export function useProjections() {
  const [requestedAt, setRequestedAt] = useState(0);
  const query = useQuery({
    queryKey: adminKeys.projections,
    queryFn: ({ signal }) => adminGet('/projections', projectionsOverviewSchema, signal),
    refetchInterval: (q) =>
      moving(q.state.data) || Date.now() - requestedAt < AFTER_REQUEST_MS ? POLL_MS : false,
  });
  return { query, noteRequested: () => setRequestedAt(Date.now()) };
}

/** Asks for one read model's rebuild (202 at once), then lets the list show its progress. */
export function useRebuild(onRequested: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      request('POST', `/admin/projections/${encodeURIComponent(name)}/rebuild`, {
        schema: projectionStatusSchema,
      }),
    onSuccess: () => onRequested(),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.projections }),
  });
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminKeys } from './keys';

/**
 * Which admin queries show each server read model: the one table that says what refetches when a read model
 * changes, whether the live stream says so (`useLiveUpdates`) or the admin's own command just did
 * (`refreshAfterCommand` after a mutation). Keys are prefixes: `adminKeys.bookings` also covers one booking and
 * its history. A read model the panel does not show (the public site's services and stats) refreshes
 * nothing here; a name the table does not know is ignored the same way, so the server may add models first.
 */
const QUERIES_OF_READ_MODEL: Readonly<Record<string, readonly QueryKey[]>> = {
  // The customers table counts each account's bookings; the dispatch board places them.
  bookings: [adminKeys.bookings, adminKeys.customers, adminKeys.dispatch],
  analytics: [adminKeys.analytics],
  notifications: [adminKeys.notifications],
  messages: [adminKeys.messages],
  // Cars and chauffeurs are the dispatch board's lanes; the settings' buffers its busy times.
  vehicles: [adminKeys.vehicles, adminKeys.dispatch],
  chauffeurs: [adminKeys.chauffeurs, adminKeys.dispatch],
  blog: [adminKeys.blog],
  settings: [adminKeys.settings, adminKeys.dispatch],
  // Zones and fixed fares; the fares table's columns are the vehicle models.
  pricing: [adminKeys.pricing],
  users: [adminKeys.customers],
  customers: [adminKeys.customers],
  staff: [adminKeys.staff],
  activity: [adminKeys.activity],
  services: [],
  // Issue 18: a customer's new review shows on the Reviews screen without a reload.
  reviews: [adminKeys.reviews],
  stats: [],
};

/** The query keys showing any of `models`, each once. */
export function queriesOf(models: readonly string[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const model of models)
    for (const key of QUERIES_OF_READ_MODEL[model] ?? []) keys.set(JSON.stringify(key), key);
  return [...keys.values()];
}

/** Refetches (when shown) or marks stale every query showing one of `models`. */
export async function refreshReadModels(client: QueryClient, models: readonly string[]): Promise<void> {
  await Promise.all(queriesOf(models).map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Positions whose change this tab has refreshed already. An admin's own command is heard twice: in its
 * answer and, a moment later, on the live stream (or the other way round). Whichever comes first refreshes;
 * the second would refetch the very same data. Only recent positions matter, so the memory is bounded.
 */
const refreshedPositions = new Set<string>();
const REMEMBERED_POSITIONS = 200;

/** Refreshes the read models one change names, unless this tab already refreshed that position. */
export async function refreshChange(
  client: QueryClient,
  change: { position: string; models: readonly string[] },
): Promise<void> {
  if (refreshedPositions.has(change.position)) return;
  refreshedPositions.add(change.position);
  // A Set iterates in insertion order: the first entry is the oldest.
  if (refreshedPositions.size > REMEMBERED_POSITIONS)
    refreshedPositions.delete(refreshedPositions.values().next().value!);
  await refreshReadModels(client, change.models);
}

/**
 * After an admin command: refreshes the read models its answer names (the server derives them from the
 * events it appended, decision 101), so no screen keeps its own list. A refused command (no answer, e.g. a
 * 409 because someone changed the record first) appended nothing: only the read model showing that record,
 * `refusedOn`, may be out of date, and refetching it shows the admin the record's real state.
 */
export async function refreshAfterCommand(
  client: QueryClient,
  result: { position: string; models?: readonly string[] } | undefined,
  refusedOn: string,
): Promise<void> {
  if (!result) return refreshReadModels(client, [refusedOn]);
  await refreshChange(client, { position: result.position, models: result.models ?? [refusedOn] });
}

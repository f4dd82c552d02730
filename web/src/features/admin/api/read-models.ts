import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminKeys } from './keys';

/**
 * Which admin queries show each server read model: the one table that says what refetches when a read model
 * changes, whether the live stream says so (`useLiveUpdates`) or the admin's own command just did
 * (`refreshAfterCommand` after a mutation). Keys are prefixes: `adminKeys.bookings` also covers one booking and
 * its history. A read model the panel does not show (the public site's services, reviews, stats) refreshes
 * nothing here; a name the table does not know is ignored the same way, so the server may add models first.
 */
const QUERIES_OF_READ_MODEL: Readonly<Record<string, readonly QueryKey[]>> = {
  // The customers table counts each account's bookings.
  bookings: [adminKeys.bookings, adminKeys.customers],
  analytics: [adminKeys.analytics],
  notifications: [adminKeys.notifications],
  messages: [adminKeys.messages],
  vehicles: [adminKeys.vehicles],
  blog: [adminKeys.blog],
  settings: [adminKeys.settings],
  users: [adminKeys.customers],
  services: [],
  reviews: [],
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
 * After an admin command: refreshes the read models its answer names (the server derives them from the
 * events it appended, decision 101), so no screen keeps its own list. A refused command (no answer, e.g. a
 * 409 because someone changed the record first) appended nothing: only the read model showing that record,
 * `refusedOn`, may be out of date, and refetching it shows the admin the record's real state.
 */
export async function refreshAfterCommand(
  client: QueryClient,
  result: { models?: readonly string[] } | undefined,
  refusedOn: string,
): Promise<void> {
  await refreshReadModels(client, result?.models ?? [refusedOn]);
}

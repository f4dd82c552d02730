import type { Health } from '@chauffeur/contracts';
import type { ProjectionsHealth } from './projections-health';

/** One store's check as health-report.ts makes it: the error's own text included. */
export interface StoreCheck {
  kind: string;
  ok: boolean;
  error?: string;
  reason?: string;
}

/** The whole report, each failure's text included: for the logs (the Read models page checks its own). */
export interface HealthDetail {
  status: Health['status'];
  event_store: StoreCheck;
  read_store: StoreCheck & { follows?: 'change-stream' | 'polling' };
  projections: ProjectionsHealth;
}

/**
 * What anyone may read of the report (`GET /api/health` is public): which part failed, by stable codes
 * (the log's `reason`, the read store's `unavailable`, the read models' names and states), never an
 * error's text, which names files, hosts and internals (decision 304). The admin's Read models page and
 * the logs keep the text.
 */
export function publicHealth(detail: HealthDetail): Health {
  const { error: _logError, ...eventStore } = detail.event_store;
  const { error: _readError, reason: _readReason, ...readStore } = detail.read_store;
  const entries = (list: ProjectionsHealth['failed']) => list.map(({ error: _error, ...entry }) => entry);
  const { ok, failed, lagging, reconnecting, rebuilding } = detail.projections;
  return {
    status: detail.status,
    event_store: eventStore,
    read_store: readStore.ok ? readStore : { ...readStore, reason: 'unavailable' },
    projections: {
      ok,
      failed: entries(failed),
      lagging: entries(lagging),
      reconnecting: entries(reconnecting),
      rebuilding: entries(rebuilding),
    },
  };
}

/** Each failure's own text, by part: what the logs are told (once per change: health-report.ts). */
export function failureTexts(detail: HealthDetail): string[] {
  const { event_store, read_store, projections } = detail;
  return [
    ...(event_store.error ? [`event_store: ${event_store.error}`] : []),
    ...(read_store.error ? [`read_store: ${read_store.error}`] : []),
    ...[...projections.failed, ...projections.reconnecting].flatMap((entry) =>
      entry.error ? [`projection ${entry.name}: ${entry.error}`] : [],
    ),
  ];
}

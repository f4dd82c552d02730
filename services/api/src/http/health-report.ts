import type { Health } from '@chauffeur/contracts';
import { EventStoreUnavailable, type EventStore } from '@chauffeur/eventstore';
import type { ReadStore } from '@chauffeur/projections';
import type { ProjectionsControl } from '../projections-control';
import { projectionsHealth, ReconnectingSince } from './projections-health';
import { failureTexts, publicHealth, type HealthDetail, type StoreCheck } from './public-health';

/** What a health report reads: both stores and the projections' status in this process. */
export interface HealthSources {
  eventStore: Pick<EventStore, 'kind' | 'ping'>;
  readStore: Pick<ReadStore, 'kind' | 'ping'>;
  projections: Pick<ProjectionsControl, 'status' | 'watchMode'>;
  now: () => Date;
  /**
   * Told each failure's text, once per change (a load balancer asks every few seconds): the answer gives
   * codes only (decision 304), so the log is where an operator reads why.
   */
  logFailures?: (texts: string[]) => void;
}

export interface HealthReport {
  ok: boolean;
  /** What the public route answers: codes, no error text (public-health.ts). */
  body: Health;
  /** The same with each failure's text: for the logs. */
  detail: HealthDetail;
}

/** One store's health: its ping answered, or why not (the same shape in health and on the projections page). */
export const checkStore = async (kind: string, ping: () => Promise<void>): Promise<StoreCheck> => {
  try {
    await ping();
    return { kind, ok: true };
  } catch (error) {
    const reason = error instanceof EventStoreUnavailable ? { reason: error.reason } : {};
    return { kind, ok: false, error: error instanceof Error ? error.message : String(error), ...reason };
  }
};

/**
 * One health rule for every process: the API's `GET /api/health` and the projector's own health endpoint
 * (projector-health-server.ts) answer the same body, so compose, a load balancer and an operator read one
 * shape whichever process they ask. Keeps, per process, since when each projection has been reconnecting.
 */
export function createHealthReport(sources: HealthSources): () => Promise<HealthReport> {
  const reconnectingSince = new ReconnectingSince();
  let logged = '';
  const noteFailures = (detail: HealthDetail) => {
    const texts = failureTexts(detail);
    if (texts.join('\n') === logged) return;
    logged = texts.join('\n');
    if (texts.length > 0) sources.logFailures?.(texts);
  };

  /** The projections' health by the rule of projections-health.ts, from their status in this process. */
  const readModels = async () => {
    const statuses = await sources.projections.status();
    const now = sources.now();
    return projectionsHealth(statuses, reconnectingSince.observe(statuses, now), now);
  };

  return async () => {
    const [eventStore, readStore] = await Promise.all([
      checkStore(sources.eventStore.kind, () => sources.eventStore.ping()),
      checkStore(sources.readStore.kind, () => sources.readStore.ping()),
    ]);
    // Without a readable log the projections' status cannot be known: the event store already says why.
    const unknown = { ok: false, failed: [], lagging: [], reconnecting: [], rebuilding: [] };
    const projections = eventStore.ok ? await readModels().catch(() => unknown) : unknown;
    const ok = eventStore.ok && readStore.ok && projections.ok;
    // An API replica says how it follows the projector's checkpoints (read-your-writes).
    const follows = sources.projections.watchMode;
    const detail: HealthDetail = {
      status: ok ? 'ok' : 'degraded',
      event_store: eventStore,
      read_store: follows ? { ...readStore, follows } : readStore,
      projections,
    };
    noteFailures(detail);
    return { ok, body: publicHealth(detail), detail };
  };
}

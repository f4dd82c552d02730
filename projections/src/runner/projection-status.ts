export type ProjectionState = 'starting' | 'catching_up' | 'live' | 'rebuilding' | 'failed' | 'stopped';

export interface ProjectionFailure {
  message: string;
  /** Global position and type of the event the projection could not apply. */
  position: string | null;
  event_type: string | null;
  at: string;
}

/** What `GET /api/admin/projections` shows for each projection. */
export interface ProjectionStatus {
  name: string;
  state: ProjectionState;
  /** Last applied global position (decimal string), null before the first event. */
  checkpoint: string | null;
  /** Position of the last event in the log, null when the log is empty. */
  head: string | null;
  lag_events: number;
  lag_ms: number;
  events_applied: number;
  error: ProjectionFailure | null;
}

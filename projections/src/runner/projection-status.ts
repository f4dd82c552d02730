/** The status types come from the one schema in contracts (what GET /api/admin/projections sends). */
export type { ProjectionFailure, ProjectionState, ProjectionStatus } from '@chauffeur/contracts';

import { brusselsLocal, instantOfBrusselsLocal, type WallTimeProblem } from '@chauffeur/contracts';

/**
 * The pickup time as a `datetime-local` field holds it, in Brussels time (the ride's, whatever the
 * customer's own time zone: they may be abroad when they change it), and back to an instant. The
 * conversion is the shared one of the wizard and the server (contracts, decisions 234–235).
 */
export { brusselsLocal };

/** The instant (ISO) of a Brussels `YYYY-MM-DDTHH:mm`; null when it is not one (or the clocks skip it). */
export function fromBrusselsLocal(local: string): string | null {
  const at = instantOfBrusselsLocal(local);
  return at.ok ? at.instant.toISOString() : null;
}

/** Why a `datetime-local` value names no Brussels instant, or null when it names one. */
export function brusselsLocalProblem(local: string): WallTimeProblem | null {
  const at = instantOfBrusselsLocal(local);
  return at.ok ? null : at.problem;
}

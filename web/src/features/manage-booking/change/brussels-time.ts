import {
  brusselsLocal,
  chosenInstant,
  wallTimeOfLocal,
  type ChosenTimeProblem,
  type ClockPass,
} from '@chauffeur/contracts';

/**
 * The pickup time as a `datetime-local` field holds it, in Brussels time (the ride's, whatever the
 * customer's own time zone: they may be abroad when they change it), and back to an instant. The
 * conversion is the shared one of the wizard and the server (contracts, decisions 234–235); a time the
 * autumn change repeats needs the pass the customer chose (decision 240).
 */
export { brusselsLocal };

/**
 * The instant (ISO) of a Brussels `YYYY-MM-DDTHH:mm` and, for a repeated time, the pass chosen; null when
 * it names no single instant (not a time, skipped by the clocks, or repeated and not chosen).
 */
export function fromBrusselsLocal(local: string, pass: ClockPass | null = null): string | null {
  const at = chosenInstant(wallTimeOfLocal(local), pass);
  return at.ok ? at.instant.toISOString() : null;
}

/** Why a `datetime-local` value (and pass) names no single Brussels instant, or null when it names one. */
export function brusselsLocalProblem(local: string, pass: ClockPass | null = null): ChosenTimeProblem | null {
  const at = chosenInstant(wallTimeOfLocal(local), pass);
  return at.ok ? null : at.problem;
}

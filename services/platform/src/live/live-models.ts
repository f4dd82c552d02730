/** What the live hub needs to know of a projection: its name, the name the web knows, what it handles. */
export interface DeclaredReadModel {
  readonly name: string;
  /** The name sent to the web (default: `name`). */
  readonly model?: string;
  readonly eventTypes: readonly string[];
}

/** For one event type: the read models to announce, and the projections that must have applied it. */
export interface LiveTarget {
  models: string[];
  projections: string[];
}

/**
 * Event type → the read models whose projection handles it, derived from the projections' declared event
 * types (issue 15): no second list to keep in step. A type no projection handles changes no screen.
 */
export function liveTargets(declared: readonly DeclaredReadModel[]): ReadonlyMap<string, LiveTarget> {
  const targets = new Map<string, LiveTarget>();
  for (const projection of declared)
    for (const type of new Set(projection.eventTypes)) {
      const target = targets.get(type) ?? { models: [], projections: [] };
      target.models.push(projection.model ?? projection.name);
      target.projections.push(projection.name);
      targets.set(type, target);
    }
  return targets;
}

/**
 * The read models that events of these types change, each once: what a command's
 * answer names (`models`) so the admin panel refreshes exactly those after its own write, by the same
 * derivation the live hub announces with (decision 101).
 */
export function readModelsOf(
  declared: readonly DeclaredReadModel[],
): (eventTypes: readonly string[]) => string[] {
  const targets = liveTargets(declared);
  return (eventTypes) => [...new Set(eventTypes.flatMap((type) => targets.get(type)?.models ?? []))];
}

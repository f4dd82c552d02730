import type { CommandOutcome } from './command-handler';

/** The slice of `PlatformDeps` a command's answer needs: which read models its events change. */
export interface ReadModelsOf {
  readModelsOf: (eventTypes: readonly string[]) => string[];
}

/**
 * What an admin command answers (contracts' `commandResultSchema`): the id, the stream's revision and the
 * global position (for `?after=`), and the read models its appended events change, so the panel refreshes
 * those and no hand-kept list (decision 101). A command that appended nothing names none.
 */
export function commandResult(id: string, outcome: CommandOutcome, deps: ReadModelsOf) {
  return {
    id,
    revision: Number(outcome.revision),
    position: outcome.position.toString(),
    models: deps.readModelsOf(outcome.appended),
  };
}

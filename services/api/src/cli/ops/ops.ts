import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OPS_USAGE, OpsUsageError, parseOpsArgs } from './args';
import { backupCompose, projectionsInProjector, readEnvFile, restoreCompose, verifyCompose } from './compose';
import { backupEmbedded, restoreEmbedded, verifyEmbedded } from './embedded';
import { readManifest } from './manifest';
import type { OpsOutput } from './output';
import type { Runner } from './runner';

export interface OpsDeps {
  env: NodeJS.ProcessEnv;
  out: OpsOutput;
  runner: Runner;
  now: () => Date;
  /** The compose project's folder (docker-compose.yml and .env): the working directory. */
  cwd: string;
  /** `npm run projections -- …` in this process (embedded status and rebuild). */
  projections: (args: string[]) => Promise<number>;
  owner: string;
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/** The whole `npm run ops` command line, without touching `process`: tests call it with their own deps. */
export async function ops(argv: readonly string[], deps: OpsDeps): Promise<number> {
  try {
    const command = parseOpsArgs(argv, deps.env);
    const composeContext = () => {
      const envFile = join(deps.cwd, '.env');
      if (!existsSync(envFile))
        throw new Error(
          `no .env in ${deps.cwd}: run in the compose project's folder (npm run setup:prod writes it)`,
        );
      return {
        runner: deps.runner,
        out: deps.out,
        now: deps.now,
        env: readEnvFile(envFile),
        owner: deps.owner,
      };
    };
    const dataDir = resolve(deps.cwd, deps.env.DATA_DIR || './data');
    switch (command.kind) {
      case 'help':
        deps.out.result(OPS_USAGE);
        return 0;
      case 'backup': {
        const target = resolve(deps.cwd, command.folder ?? join('backups', stamp(deps.now())));
        const manifest =
          command.deployment === 'compose'
            ? await backupCompose(target, composeContext())
            : await backupEmbedded(dataDir, target, deps.out, deps.now);
        deps.out.note(
          `backup verified: ${manifest.files.length} files, log ${manifest.log.events ?? '?'} events up to position ${manifest.log.last_position ?? '?'}`,
        );
        deps.out.result(target);
        return 0;
      }
      case 'verify': {
        const folder = resolve(deps.cwd, command.folder);
        const manifest = readManifest(folder);
        const problems =
          manifest.deployment === 'compose'
            ? await verifyCompose(folder, manifest)
            : await verifyEmbedded(folder, manifest);
        if (problems.length > 0) {
          for (const problem of problems) deps.out.note(`FAILED ${problem}`);
          deps.out.result(`${folder}: does NOT verify (${problems.length} problems)`);
          return 1;
        }
        deps.out.result(
          `${folder}: ok (${manifest.deployment}, ${manifest.files.length} files, taken ${manifest.created_at})`,
        );
        return 0;
      }
      case 'restore': {
        const folder = resolve(deps.cwd, command.folder);
        if (command.deployment === 'compose') {
          const aside = resolve(deps.cwd, join('backups', `before-restore-${stamp(deps.now())}`));
          await restoreCompose(folder, aside, composeContext());
          deps.out.result(`restored ${folder}; the previous state is in ${aside}`);
        } else {
          const { asideTo } = await restoreEmbedded(folder, dataDir, deps.out, deps.now);
          deps.out.result(
            `restored ${folder} into ${dataDir}${asideTo ? `; the previous one is ${asideTo}` : ''}. Start the server: it checks the whole log before serving.`,
          );
        }
        return 0;
      }
      case 'projections':
        if (command.deployment === 'embedded') return await deps.projections(command.args);
        await deps.runner.run(projectionsInProjector(command.args));
        return 0;
    }
  } catch (error) {
    if (error instanceof OpsUsageError) {
      deps.out.note(`error: ${error.message}\n(see: npm run ops -- help)`);
      return 2;
    }
    deps.out.note(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { join, resolve } from 'node:path';
import { checkSums, listFiles, readManifest, writeManifest, type Manifest } from './manifest';
import type { CommandSpec, Runner } from './runner';
import type { OpsOutput } from './output';

/**
 * The compose deployment's stores, through their official tools inside their own containers (service and
 * volume names are fixed for the whole project: `kurrentdb`, `mongo`, `projector`, `api`). Nothing here was
 * run against a real Docker engine on the machine that wrote it: the tests check the exact commands.
 */
const KURRENTDB_DATA = '/var/lib/kurrentdb';
const MONGO_ARCHIVE = 'mongo.archive.gz';
const KURRENTDB_FOLDER = 'kurrentdb';
/** The secrets `docker compose exec -e NAME` passes by name: their values never reach any argv on the host. */
const MONGO_SECRETS = ['MONGO_ROOT_USER', 'MONGO_ROOT_PASSWORD'] as const;
const MONGO_AUTH =
  '--username "$MONGO_ROOT_USER" --password "$MONGO_ROOT_PASSWORD" --authenticationDatabase admin';

const compose = (...args: string[]) => ['docker', 'compose', ...args];

/** Reads `KEY=value` lines of the `.env` that `npm run setup:prod` wrote (no shell expansion, like compose). */
export function readEnvFile(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    values[match[1]!] = match[2]!.replace(/^'(.*)'$/s, '$1').replace(/^"(.*)"$/s, '$1');
  }
  return values;
}

export interface ComposeContext {
  runner: Runner;
  out: OpsOutput;
  now: () => Date;
  /** The values of `.env` (the compose project's secrets). */
  env: Record<string, string>;
  /** Host uid:gid, so that the copied KurrentDB files belong to the operator, not to root. */
  owner: string;
}

function mongoSecrets(env: Record<string, string>): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const key of MONGO_SECRETS) {
    if (!env[key]) throw new Error(`${key} is not set in .env (npm run setup:prod writes it)`);
    secrets[key] = env[key];
  }
  return secrets;
}

/** `mongodump` of every database (read models, checkpoints, sessions, rate limits) to one gzip archive. */
export function mongoDump(target: string, env: Record<string, string>): CommandSpec {
  return {
    argv: compose(
      'exec',
      '-T',
      ...MONGO_SECRETS.flatMap((key) => ['-e', key]),
      'mongo',
      'sh',
      '-c',
      `exec mongodump --archive --gzip ${MONGO_AUTH}`,
    ),
    env: mongoSecrets(env),
    stdoutFile: join(target, MONGO_ARCHIVE),
  };
}

export function mongoRestore(folder: string, env: Record<string, string>): CommandSpec {
  return {
    argv: compose(
      'exec',
      '-T',
      ...MONGO_SECRETS.flatMap((key) => ['-e', key]),
      'mongo',
      'sh',
      '-c',
      `exec mongorestore --archive --gzip --drop ${MONGO_AUTH}`,
    ),
    env: mongoSecrets(env),
    stdinFile: join(folder, MONGO_ARCHIVE),
  };
}

/**
 * KurrentDB's file-copy backup, in the order its documentation gives ("Database backup and restore",
 * simple full backup): the index first, then the checkpoint files (`*.chk`), then the chunk files; each
 * glob is expanded when its step starts, so no checkpoint points past the chunks copied after it. Run in
 * a one-off container of the `kurrentdb` service (same image, same `kurrentdb-data` volume) with the backup
 * folder mounted, while the node keeps running. A background index merge may delete an index file while
 * it is copied (cp then fails): the index is copied again, up to three times, before the backup fails.
 */
export function kurrentdbCopyOut(target: string, owner: string): CommandSpec {
  const script = [
    'set -e',
    `cd ${KURRENTDB_DATA}`,
    'for try in 1 2 3; do rm -rf /backup/index; cp -a index /backup/ && break; [ $try = 3 ] && exit 1; sleep 1; done',
    'cp -a *.chk /backup/',
    'cp -a chunk-* /backup/',
    `chown -R ${owner} /backup`,
  ];
  return inKurrentdbContainer(`${join(target, KURRENTDB_FOLDER)}:/backup`, script);
}

/**
 * Restore on the STOPPED node (the documentation: restoring under a running node corrupts it): the old
 * files are removed (the caller has just backed them up), the backup copied in, `truncate.chk` made a copy
 * of `chaser.chk`, and everything given back to the owner of the data folder (the image's user).
 */
export function kurrentdbCopyIn(folder: string): CommandSpec {
  const script = [
    'set -e',
    `cd ${KURRENTDB_DATA}`,
    'find . -mindepth 1 -delete',
    'cp -a /backup/. .',
    'cp chaser.chk truncate.chk',
    'chown -R "$(stat -c %u:%g .)" .',
  ];
  return inKurrentdbContainer(`${join(folder, KURRENTDB_FOLDER)}:/backup:ro`, script);
}

/**
 * A shell script run as root in a one-off container of the `kurrentdb` service: same image, same
 * `kurrentdb-data` volume, the backup folder mounted at /backup (`volume`), the node itself untouched.
 */
function inKurrentdbContainer(volume: string, script: readonly string[]): CommandSpec {
  return {
    argv: compose(
      'run',
      '--rm',
      '--no-deps',
      '-T',
      '--user',
      'root',
      '--entrypoint',
      'sh',
      '-v',
      volume,
      'kurrentdb',
      '-c',
      script.join('; '),
    ),
  };
}

/** KurrentDB's checkpoints are one little-endian 64-bit position each. */
function readCheckpoint(file: string): string | null {
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  return bytes.length >= 8 ? bytes.readBigInt64LE(0).toString() : null;
}

export async function backupCompose(target: string, context: ComposeContext): Promise<Manifest> {
  target = resolve(target);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: give a new folder, a backup never overwrites another`);
  mkdirSync(join(target, KURRENTDB_FOLDER), { recursive: true, mode: 0o700 });
  // MongoDB first: its checkpoints (read models, mail) are then never ahead of the KurrentDB copy.
  await context.runner.run(mongoDump(target, context.env));
  context.out.note(`mongodump → ${MONGO_ARCHIVE}`);
  await context.runner.run(kurrentdbCopyOut(target, context.owner));
  context.out.note(`KurrentDB files → ${KURRENTDB_FOLDER}/`);
  const manifest: Manifest = {
    format: 'chauffeur-backup/1',
    deployment: 'compose',
    created_at: context.now().toISOString(),
    source: process.cwd(),
    log: { events: null, last_position: readCheckpoint(join(target, KURRENTDB_FOLDER, 'writer.chk')) },
    files: await listFiles(target),
    notes: ['MongoDB dumped before the KurrentDB files were copied (index, then *.chk, then chunks)'],
  };
  // A command can exit 0 and leave nothing useful (an empty dump, no files in the mount): checked before
  // the manifest is written, so that a folder with a manifest is always a backup that verified.
  const problems = await verifyCompose(target, manifest);
  if (problems.length > 0) throw new Error(`the copy does not verify:\n  ${problems.join('\n  ')}`);
  writeManifest(target, manifest);
  return manifest;
}

/** Host-side checks of a compose backup: sums, the gzip archive readable to its end, KurrentDB's files. */
export async function verifyCompose(folder: string, manifest: Manifest): Promise<string[]> {
  const problems = await checkSums(folder, manifest);
  if (problems.length > 0) return problems;
  try {
    // Streamed to nowhere: a dump can be larger than memory.
    await pipeline(
      createReadStream(join(folder, MONGO_ARCHIVE)),
      createGunzip(),
      new Writable({ write: (_c, _e, next) => next() }),
    );
  } catch (error) {
    problems.push(`${MONGO_ARCHIVE}: not a complete gzip stream (${(error as Error).message})`);
  }
  const kurrent = join(folder, KURRENTDB_FOLDER);
  for (const chk of ['chaser.chk', 'writer.chk', 'epoch.chk'])
    if (readCheckpoint(join(kurrent, chk)) === null)
      problems.push(`${KURRENTDB_FOLDER}/${chk}: missing or short`);
  if (!existsSync(join(kurrent, 'index', 'indexmap')))
    problems.push(`${KURRENTDB_FOLDER}/index/indexmap: missing`);
  if (!existsSync(kurrent) || !readdirSync(kurrent).some((name) => name.startsWith('chunk-')))
    problems.push(`${KURRENTDB_FOLDER}/: no chunk file`);
  return problems;
}

/**
 * The restore drill in one command: writers stopped, the current state backed up aside (never lost), the
 * node stopped and its files replaced, the node started, MongoDB restored, everything started and waited
 * for (health checks).
 */
export async function restoreCompose(
  folder: string,
  asideTarget: string,
  context: ComposeContext,
): Promise<void> {
  folder = resolve(folder);
  const manifest = readManifest(folder);
  if (manifest.deployment !== 'compose')
    throw new Error(`${folder} is an ${manifest.deployment} backup; restore it without --prod`);
  const problems = await verifyCompose(folder, manifest);
  if (problems.length > 0) throw new Error(`the backup fails verification:\n  ${problems.join('\n  ')}`);
  const run = (command: CommandSpec) => context.runner.run(command);
  await run({ argv: compose('stop', 'api', 'projector') });
  context.out.note(`backing up the current state aside to ${asideTarget} first`);
  await backupCompose(asideTarget, context);
  await run({ argv: compose('stop', 'kurrentdb') });
  await run(kurrentdbCopyIn(folder));
  await run({ argv: compose('up', '-d', '--wait', 'kurrentdb', 'mongo') });
  await run(mongoRestore(folder, context.env));
  await run({ argv: compose('up', '-d', '--wait') });
}

/**
 * `status` / `rebuild` in production: the projections command line inside the projector's container, as
 * the image holds it: compiled, run by plain node (the image has neither npm scripts nor tsx).
 */
export function projectionsInProjector(args: readonly string[]): CommandSpec {
  return { argv: compose('exec', '-T', 'projector', 'node', 'dist/server/projections.js', ...args) };
}

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ops, type OpsDeps } from './ops';
import type { CommandSpec, Runner } from './runner';

/**
 * The compose deployment's operations, WITHOUT Docker (none on the machine that wrote them): a fake runner
 * records the exact commands and plays the part of the containers (writes the dump, copies KurrentDB's
 * files into the bind-mounted folder). What these commands do inside real containers is not proven here.
 */
describe('npm run ops --prod (compose): the exact commands', () => {
  let root: string;
  let ran: CommandSpec[];
  let notes: string[];
  const PASSWORD = 's3cr3t-"quoted" $value';

  /** Stands in for docker compose: what the real containers would leave on the host. */
  const fakeDocker: Runner = {
    async run(command) {
      ran.push(command);
      if (command.argv.join(' ').includes('mongodump'))
        writeFileSync(command.stdoutFile!, gzipSync('mongo archive'));
      const mount = command.argv[command.argv.indexOf('-v') + 1];
      if (command.argv[2] === 'run' && mount && !mount.endsWith(':ro')) {
        const dir = mount.slice(0, -':/backup'.length);
        mkdirSync(join(dir, 'index'), { recursive: true });
        writeFileSync(join(dir, 'index', 'indexmap'), 'map');
        const position = Buffer.alloc(8);
        position.writeBigInt64LE(123_456n);
        for (const chk of ['chaser.chk', 'epoch.chk', 'truncate.chk', 'writer.chk'])
          writeFileSync(join(dir, chk), position);
        writeFileSync(join(dir, 'chunk-000000.000000'), 'chunk');
      }
    },
  };
  const deps = (env: NodeJS.ProcessEnv = {}): OpsDeps => ({
    env,
    out: { note: (line) => notes.push(line), result: (line) => notes.push(line) },
    runner: fakeDocker,
    now: () => new Date('2026-11-25T03:00:00Z'),
    cwd: root,
    projections: () => Promise.reject(new Error('compose never runs the projections here')),
    owner: '1000:1000',
  });
  const argvs = () => ran.map((command) => command.argv.join(' '));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'ops-compose-'));
    writeFileSync(
      join(root, '.env'),
      `# written by npm run setup:prod\nMONGO_ROOT_USER=root\nMONGO_ROOT_PASSWORD='${PASSWORD}'\nJWT_SECRET=x\n`,
    );
    ran = [];
    notes = [];
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('backup: mongodump first (read models never ahead of the log), then KurrentDB index, *.chk, chunks', async () => {
    expect(await ops(['backup', '--prod', 'nightly'], deps())).toBe(0);
    const target = join(root, 'nightly');
    expect(argvs()).toEqual([
      'docker compose exec -T -e MONGO_ROOT_USER -e MONGO_ROOT_PASSWORD mongo sh -c exec mongodump --archive --gzip --username "$MONGO_ROOT_USER" --password "$MONGO_ROOT_PASSWORD" --authenticationDatabase admin',
      `docker compose run --rm --no-deps -T --user root --entrypoint sh -v ${target}/kurrentdb:/backup kurrentdb -c set -e; cd /var/lib/kurrentdb; for try in 1 2 3; do rm -rf /backup/index; cp -a index /backup/ && break; [ $try = 3 ] && exit 1; sleep 1; done; cp -a *.chk /backup/; cp -a chunk-* /backup/; chown -R 1000:1000 /backup`,
    ]);
    expect(ran[0]!.stdoutFile).toBe(join(target, 'mongo.archive.gz'));
    const manifest = JSON.parse(readFileSync(join(target, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ deployment: 'compose', log: { events: null, last_position: '123456' } });
    expect(manifest.files.map((f: { path: string }) => f.path)).toContain('kurrentdb/chunk-000000.000000');
  });

  it('a dump or copy that left nothing behind is not called a backup', async () => {
    const silentDocker: Runner = { run: async (command) => void ran.push(command) };
    expect(await ops(['backup', '--prod', 'b'], { ...deps(), runner: silentDocker })).toBe(1);
    expect(notes.at(-1)).toMatch(
      /the copy does not verify:\n {2}mongo\.archive\.gz: not a complete gzip stream/,
    );
    expect(notes.at(-1)).toMatch(/kurrentdb\/writer\.chk: missing/);
    expect(readdirSync(join(root, 'b'))).not.toContain('manifest.json');
  });

  it('passes the MongoDB credentials from .env by name: no secret on any command line', async () => {
    await ops(['backup', '--prod', 'b'], deps());
    expect(ran[0]!.env).toEqual({ MONGO_ROOT_USER: 'root', MONGO_ROOT_PASSWORD: PASSWORD });
    for (const command of ran) expect(command.argv.join(' ')).not.toContain('s3cr3t');
  });

  it('DEPLOYMENT=compose chooses the compose deployment without --prod; --embedded overrides it', async () => {
    expect(await ops(['backup', 'b'], deps({ DEPLOYMENT: 'compose' }))).toBe(0);
    expect(ran).toHaveLength(2);
    expect(
      await ops(['backup', '--embedded', 'c'], deps({ DEPLOYMENT: 'compose', DATA_DIR: join(root, 'none') })),
    ).toBe(1);
    expect(notes.at(-1)).toMatch(/no event log at/);
    expect(ran).toHaveLength(2);
  });

  it('refuses without .env or without the MongoDB password in it', async () => {
    writeFileSync(join(root, '.env'), 'MONGO_ROOT_USER=root\n');
    expect(await ops(['backup', '--prod'], deps())).toBe(1);
    expect(notes.at(-1)).toMatch(/MONGO_ROOT_PASSWORD is not set in \.env/);
    rmSync(join(root, '.env'));
    expect(await ops(['backup', '--prod'], deps())).toBe(1);
    expect(notes.at(-1)).toMatch(/no \.env in/);
    expect(ran).toEqual([]);
  });

  it('verify: sums, the gzip archive read to its end, KurrentDB checkpoints, index map and chunks', async () => {
    await ops(['backup', '--prod', 'b'], deps());
    expect(await ops(['verify', 'b'], deps()), notes.join('\n')).toBe(0);
    writeFileSync(join(root, 'b', 'mongo.archive.gz'), gzipSync('mongo archive').subarray(0, 12));
    expect(await ops(['verify', 'b'], deps())).toBe(1);
    expect(notes).toContain('FAILED mongo.archive.gz: 12 bytes, the manifest says 33');
  });

  it('restore: writers stopped, current state backed up aside, node stopped, files replaced, truncate.chk from chaser.chk, all started', async () => {
    await ops(['backup', '--prod', 'b'], deps());
    ran = [];
    expect(await ops(['restore', '--prod', 'b'], deps())).toBe(0);
    const aside = join(root, 'backups', 'before-restore-2026-11-25T03-00-00-000Z');
    const folder = join(root, 'b');
    expect(argvs()).toEqual([
      'docker compose stop api projector',
      expect.stringContaining('mongodump'),
      expect.stringContaining(`-v ${aside}/kurrentdb:/backup kurrentdb`),
      'docker compose stop kurrentdb',
      `docker compose run --rm --no-deps -T --user root --entrypoint sh -v ${folder}/kurrentdb:/backup:ro kurrentdb -c set -e; cd /var/lib/kurrentdb; find . -mindepth 1 -delete; cp -a /backup/. .; cp chaser.chk truncate.chk; chown -R "$(stat -c %u:%g .)" .`,
      'docker compose up -d --wait kurrentdb mongo',
      'docker compose exec -T -e MONGO_ROOT_USER -e MONGO_ROOT_PASSWORD mongo sh -c exec mongorestore --archive --gzip --drop --username "$MONGO_ROOT_USER" --password "$MONGO_ROOT_PASSWORD" --authenticationDatabase admin',
      'docker compose up -d --wait',
    ]);
    expect(ran[6]!.stdinFile).toBe(join(folder, 'mongo.archive.gz'));
  });

  it('restore refuses a backup that does not verify before running anything', async () => {
    await ops(['backup', '--prod', 'b'], deps());
    rmSync(join(root, 'b', 'kurrentdb', 'writer.chk'));
    ran = [];
    expect(await ops(['restore', '--prod', 'b'], deps())).toBe(1);
    expect(notes.at(-1)).toMatch(/fails verification:\n {2}kurrentdb\/writer\.chk: missing/);
    expect(ran).toEqual([]);
  });

  it('status and rebuild run the projections command line inside the projector container', async () => {
    expect(await ops(['status', '--prod', '--json'], deps())).toBe(0);
    expect(await ops(['rebuild', 'bookings'], deps({ DEPLOYMENT: 'compose' }))).toBe(0);
    expect(argvs()).toEqual([
      'docker compose exec -T projector node dist/server/projections.js status --json',
      'docker compose exec -T projector node dist/server/projections.js rebuild bookings',
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportsNode } from '../../scripts/check-engines.mjs';
import { COMPILED_SERVER_ENTRY, serverArgs } from '../../scripts/server-command.mjs';
import { SERVER_ENTRIES } from '../../scripts/server-entries.mjs';
import { ROOT } from '../support/server';

// No Docker engine here: the image's rules (decision 211) are checked on the Dockerfile's text.

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** The Dockerfile's instructions (continuation lines joined, comments dropped), grouped by stage. */
function parseDockerfile(text: string): { args: Map<string, string>; stages: Stage[] } {
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: rest.replace(/\s+/g, ' ') };
    if (instruction.keyword === 'FROM') {
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args) ?? [];
      stages.push({ from, name, instructions: [] });
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [name = '', value = ''] = instruction.args.split('=');
      args.set(name, value);
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return { args, stages };
}

const dockerfile = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
const final = dockerfile.stages.at(-1)!;
const all = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);
const image = (from: string) =>
  from.replace(/^\$\{?(\w+)\}?$/, (_, name: string) => dockerfile.args.get(name) ?? '');
const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  workspaces: string[];
  scripts: Record<string, string>;
};

describe('the Dockerfile', () => {
  it('is multi-stage, every stage on one Node LTS image inside the engines range', () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    const images = new Set(dockerfile.stages.map((stage) => image(stage.from)));
    // One image: the native modules built in a stage run on the final stage's Node.
    expect(images.size).toBe(1);
    const [only = ''] = images;
    const [, major = ''] = /^node:(\d+)-[a-z]+-slim$/.exec(only) ?? [];
    expect(major, `${only} is not node:<major>-<debian>-slim`).not.toBe('');
    // Even majors are the LTS lines.
    expect(Number(major) % 2).toBe(0);
    expect(supportsNode(`${major}.0.0`), rootPackage.engines.node).toBe(true);
  });

  it('runs as a user other than root, set before the command', () => {
    const users = all(final, 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)!.args).not.toMatch(/^(root|0)(:|$)/);
    const keywords = final.instructions.map((i) => i.keyword);
    expect(keywords.lastIndexOf('USER')).toBeLessThan(keywords.lastIndexOf('CMD'));
  });

  it('runs the compiled entry with plain node and the flags of npm start, no tsx', () => {
    const cmd = all(final, 'CMD').at(-1)!;
    const argv = JSON.parse(cmd.args) as string[];
    const compiled = serverArgs('compiled');
    expect(argv).toEqual(['node', ...compiled.slice(0, -1), COMPILED_SERVER_ENTRY]);
    expect(COMPILED_SERVER_ENTRY).toMatch(/\.js$/);
    // That file is what `npm run build` produces: the server entry of scripts/server-entries.mjs.
    const server = SERVER_ENTRIES.find((entry) => entry.name === 'server')!;
    expect(COMPILED_SERVER_ENTRY).toBe(`dist/server/${server.out}`);
    expect(rootPackage.scripts.build).toContain('scripts/server-build.mjs');
    expect(final.instructions.map((i) => i.args).join('\n')).not.toMatch(/\btsx\b/);
  });

  it('holds compiled output and production dependencies only', () => {
    const copies = all(final, 'COPY').map((i) => i.args);
    // Everything comes from a stage: nothing from the build context (sources, tests, secrets).
    expect(copies.every((args) => args.startsWith('--from='))).toBe(true);
    const from = (path: string) => copies.find((args) => args.split(' ')[1] === path)?.split(' ')[0];
    const stageOf = (copy: string | undefined) =>
      dockerfile.stages.find((stage) => `--from=${stage.name}` === copy);
    expect(copies.map((args) => args.split(' ')[1]).sort()).toEqual(
      ['/app/dist/server', '/app/node_modules', '/app/web/dist'].sort(),
    );
    // The build stage made dist/server and web/dist with `npm run build`.
    const build = stageOf(from('/app/dist/server'));
    expect(all(build!, 'RUN').some((i) => i.args.includes('npm run build'))).toBe(true);
    expect(stageOf(from('/app/web/dist'))).toBe(build);
    // node_modules: installed without development dependencies, for the server's workspaces only.
    const deps = stageOf(from('/app/node_modules'));
    expect(deps).toBeDefined();
    expect(deps).not.toBe(build);
    const install = all(deps!, 'RUN').find((i) => i.args.startsWith('npm ci'))!;
    expect(install.args).toContain('--omit=dev');
    expect(install.args).not.toContain('@chauffeur/web');
    expect(install.args).not.toContain('@chauffeur/tests');
    for (const workspace of ['api', 'platform', 'eventstore', 'projections', 'contracts'])
      expect(install.args).toContain(`--workspace=@chauffeur/${workspace}`);
    // No install, compiler or package manager work in the final stage.
    expect(
      all(final, 'RUN')
        .map((i) => i.args)
        .join('\n'),
    ).not.toMatch(/npm (ci|install)|apt-get|g\+\+/);
  });

  it('gives npm ci every workspace manifest of the lockfile in both install stages', () => {
    for (const stage of dockerfile.stages.filter((s) =>
      all(s, 'RUN').some((i) => i.args.startsWith('npm ci')),
    )) {
      const copied = all(stage, 'COPY').map((i) => i.args);
      for (const workspace of rootPackage.workspaces)
        expect(copied, `${stage.name}: ${workspace}`).toContain(`${workspace}/package.json ${workspace}/`);
    }
  });

  it('finds every server dependency in the root node_modules, the only one the image copies', () => {
    // A version conflict makes npm install a package inside a workspace's own node_modules, which the
    // final stage would leave behind: the server would then fail at start-up, in production only.
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const serverWorkspaces = [
      'contracts',
      'services/platform',
      'services/eventstore',
      'projections',
      'services/api',
    ];
    const nested = Object.entries(lock.packages)
      .filter(
        ([path, entry]) => !entry.dev && serverWorkspaces.some((w) => path.startsWith(`${w}/node_modules/`)),
      )
      .map(([path]) => path);
    expect(nested).toEqual([]);
  });

  it('keeps secrets and local data out of the build context', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.env', 'data', 'node_modules', '.git']) expect(ignored).toContain(entry);
  });
});

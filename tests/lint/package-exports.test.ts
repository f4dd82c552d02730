import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server';

type Exports = string | null | { [key: string]: Exports } | Exports[];

interface PackageJson {
  name?: string;
  workspaces?: string[];
  main?: string;
  types?: string;
  exports?: Exports;
}

const read = (dir: string): PackageJson =>
  JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as PackageJson;

/** Every file an `exports` map points at, through subpaths and conditions (`null` hides a subpath). */
function targetsOf(exports: Exports | undefined): string[] {
  if (exports === undefined || exports === null) return [];
  if (typeof exports === 'string') return [exports];
  if (Array.isArray(exports)) return exports.flatMap(targetsOf);
  return Object.values(exports).flatMap(targetsOf);
}

// The root, every workspace and the bench (its own install, outside the workspaces).
const packageDirs = ['.', ...(read('.').workspaces ?? []), 'bench'];

describe('package entry points', () => {
  it.each(packageDirs)('%s: every exports, main and types path exists', (dir) => {
    const pkg = read(dir);
    const paths = [...targetsOf(pkg.exports), pkg.main, pkg.types].filter(
      (path): path is string => path !== undefined,
    );
    const missing = paths.filter((path) => !existsSync(join(ROOT, dir, path)));
    expect(missing, `${pkg.name ?? dir} points at files that do not exist`).toEqual([]);
  });

  it('finds the workspaces it checks (the list is not empty by mistake)', () => {
    expect(packageDirs).toEqual(expect.arrayContaining(['services/api', 'tests', 'contracts']));
  });
});

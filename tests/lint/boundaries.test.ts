import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server';

/**
 * The architecture boundaries of eslint/boundaries.js (issue 15): snippets linted as if they lived at a real
 * path, importing real files (the rule resolves each import to a file to know whose it is).
 */
const eslint = new ESLint({ cwd: ROOT });
const boundaryErrors = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
};

describe('web feature boundaries', () => {
  it.each([
    ['web/src/features/admin/example.ts', "import { useAuthStore } from '../auth/session/auth-store';"],
    ['web/src/features/home/example.ts', "import { FleetPage } from '../fleet/components/FleetPage';"],
    ['web/src/app/example.ts', "import { HomePage } from '../features/home/components/HomePage';"],
  ])('refuses another feature’s internal file: %s', async (file, code) => {
    expect((await boundaryErrors(file, code)).join('\n')).toContain('only through its public entry');
  });

  it.each([
    ['web/src/features/admin/example.ts', "import { useAuthStore } from '../auth';"],
    ['web/src/features/home/example.ts', "import { loadFleetPage } from '../fleet/pages';"],
    ['web/src/features/admin/example.test.ts', "import { fakeAuthServer } from '../auth/testing';"],
    ['web/src/app/example.ts', "import { HomePage } from '../features/home';"],
    // Inside one feature anything goes.
    ['web/src/features/auth/example.ts', "import { useAuthStore } from './session/auth-store';"],
    // Features use the shared layers and the app.
    ['web/src/features/fleet/example.ts', "import { PATHS } from '../../lib/paths';"],
    ['web/src/features/fleet/example.ts', "import { lazyPage } from '../../app/lazyPage';"],
  ])('allows a public entry or a shared layer: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it.each([
    ['web/src/lib/example.ts', "import { useAuthStore } from '../features/auth';", 'must not know one'],
    ['web/src/components/example.ts', "import { HomePage } from '../features/home';", 'must not know one'],
    ['web/src/lib/example.ts', "import { lazyPage } from '../app/lazyPage';", 'the app composes them'],
  ])('keeps the shared layers below the features: %s', async (file, code, message) => {
    expect((await boundaryErrors(file, code)).join('\n')).toContain(message);
  });
});

describe('server module boundaries', () => {
  it('refuses another module’s internal file', async () => {
    const errors = await boundaryErrors(
      'services/bookings/example.ts',
      "import { Accounts } from '../accounts/auth/accounts';",
    );
    expect(errors.join('\n')).toContain('only through its public entry (index.ts)');
  });

  it.each([
    ['services/bookings/example.ts', "import { Accounts } from '../accounts/index';"],
    ['services/bookings/example.ts', "import { Accounts } from '../accounts';"],
    ['services/api/src/example.ts', "import { Accounts } from '../../accounts/index';"],
    // Inside one module anything goes.
    ['services/accounts/example.ts', "import { Accounts } from './domain/accounts';"],
  ])('allows the public entry: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it.each([
    ['services/platform/src/example.ts', "import { Accounts } from '../../accounts/index';"],
    ['services/eventstore/src/example.ts', "import { Accounts } from '../../accounts/index';"],
    ['projections/src/example.ts', "import { Accounts } from '../../services/accounts/index';"],
    ['contracts/src/example.ts', "import { Accounts } from '../../services/accounts/index';"],
  ])('keeps the platform free of modules: %s', async (file, code) => {
    expect((await boundaryErrors(file, code)).join('\n')).toContain('must not import a module');
  });
});

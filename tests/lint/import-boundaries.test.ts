import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server';

const eslint = new ESLint({ cwd: ROOT });
const restrictedIn = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('import boundaries (npm run lint)', () => {
  it.each([
    ["import { SqliteEventStore } from '@chauffeur/eventstore';", 'must not import server code'],
    ["import { listVehicles } from '@chauffeur/projections';", 'must not import server code'],
    ["import { vehicleSchema } from '@chauffeur/contracts/src/vehicles/vehicle';", 'public entries'],
    ["import { GAZETTEER } from '@chauffeur/contracts/src/geo/gazetteer-data';", 'public entries'],
    ["import { buildApp } from '../../services/api/src/app';", 'by path'],
  ])('refuses in web: %s', async (code, message) => {
    const messages = await restrictedIn('web/src/features/fleet/example.ts', code);
    expect(messages.join('\n')).toContain(message);
  });

  it('allows the public entries of contracts in web (the contracts, the gazetteer data)', async () => {
    expect(
      await restrictedIn(
        'web/src/features/fleet/example.ts',
        "import { vehicleSchema } from '@chauffeur/contracts';",
      ),
    ).toEqual([]);
    expect(
      await restrictedIn(
        'web/src/features/reservation/map/example.ts',
        "import { GAZETTEER } from '@chauffeur/contracts/gazetteer';",
      ),
    ).toEqual([]);
  });

  it.each([
    ['services/bookings/example.ts', "import { DEMO_FLEET } from '../api/src/seed/demo-fleet';"],
    [
      'services/bookings/domain/example.ts',
      "import { MemoryReadStore } from '../../../projections/src/readstore/memory/memory-read-store';",
    ],
    [
      'services/api/src/example.ts',
      "import { handleCommand } from '../../platform/src/commands/command-handler';",
    ],
    ['tests/api/example.test.ts', "import { createTestApp } from '../../services/api/src/testing/test-app';"],
    [
      'bench/example.ts',
      "import { SqliteEventStore } from '../services/eventstore/src/sqlite/sqlite-event-store';",
    ],
    ['contracts/src/bookings/example.ts', "import { bookingEvents } from '../../../services/api/src/index';"],
  ])('refuses another package’s src/ by path (issue 15): %s', async (file, code) => {
    expect((await restrictedIn(file, code)).join('\n')).toContain('through its public entry');
  });

  it.each([
    ['services/bookings/example.ts', "import { DEMO_FLEET } from '@chauffeur/api/testing';"],
    ['services/bookings/domain/example.ts', "import { MemoryReadStore } from '@chauffeur/projections';"],
    ['projections/src/runner/example.ts', "import { applyChanges } from './apply-changes';"],
  ])('allows public entries and a package’s own files: %s', async (file, code) => {
    expect(await restrictedIn(file, code)).toEqual([]);
  });

  it('keeps the server’s routes on the app’s clock: not the browser’s booking schemas (decision 338)', async () => {
    const code = "import { bookingRequestSchema, scheduledTimeSchema } from '@chauffeur/contracts';";
    const messages = await restrictedIn('services/bookings/http/example.ts', code);
    expect(messages).toHaveLength(2);
    expect(messages.join('\n')).toContain('bookingRequestSchemaOn(deps.now)');
    // Tests and the web may: a test parses a body as the browser does, the web has only its own clock.
    expect(await restrictedIn('services/bookings/http/example.test.ts', code)).toEqual([]);
    expect(await restrictedIn('web/src/features/admin/bookings/example.ts', code)).toEqual([]);
    // Still refused there: another package's src/ by path.
    expect(
      (
        await restrictedIn(
          'services/bookings/example.ts',
          "import { DEMO_FLEET } from '../api/src/seed/demo-fleet';",
        )
      ).join('\n'),
    ).toContain('through its public entry');
  });

  it('keeps contracts free of Node built-ins', async () => {
    expect(
      await restrictedIn('contracts/src/example.ts', "import { randomUUID } from 'node:crypto';"),
    ).toHaveLength(1);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server';

/**
 * Issue 15: a booking action is named in exactly one table, the lifecycle table; the decider, the admin
 * routes, the web's actions, the projection's status and the catalogue derive from it. This test greps the
 * source for the confirm step (its command, its event, the action as a key or a string) and fails when any
 * file but the table names it. The table itself must match every pattern, so the check cannot pass because
 * a pattern went blind.
 */
const THE_TABLE = 'contracts/src/bookings/lifecycle.ts';
const SOURCE_DIRS = ['services', 'contracts', 'projections', 'web/src'];

const PATTERNS: Record<string, RegExp> = {
  'the command ConfirmBooking': /\bConfirmBooking\b/,
  'the event BookingConfirmed': /\bBookingConfirmed\b/,
  'a row keyed by the confirm action': /\bconfirm\s*:\s*\{/,
  'the confirm action as a string': /['"`]confirm['"`]/,
};

/**
 * Translations name the actions and events as the keys of their texts, once per language: texts, not the
 * lifecycle. There, and only there, a line may name them as `key: 'text',` (checked below). The texts differ
 * between the history labels and the action toasts in some languages, so they cannot be one list.
 */
const isTranslation = (file: string) => /\/i18n\/[a-z]{2}\.ts$/.test(file);
const TEXT_LINE = /^\s*(confirm|BookingConfirmed)\s*:\s*'[^']*',?\s*$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = SOURCE_DIRS.flatMap(sourceFiles);
const matchesIn = (file: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
    .filter(({ line }) => Object.values(PATTERNS).some((pattern) => pattern.test(line)));

describe('one lifecycle table (issue 15)', () => {
  it('scans the whole source: the table, the decider, the routes, the projection and the web', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toEqual(
      expect.arrayContaining([
        THE_TABLE,
        'services/bookings/domain/booking-decider.ts',
        'services/bookings/http/admin-bookings.ts',
        'services/bookings/projections/bookings-projection.ts',
        'services/bookings/events.ts',
        'web/src/features/admin/bookings/BookingActions.tsx',
      ]),
    );
  });

  it.each(Object.entries(PATTERNS))('finds %s in the table itself', (_name, pattern) => {
    const table = readFileSync(join(ROOT, THE_TABLE), 'utf8');
    expect(table).toMatch(pattern);
  });

  it('names the confirm step (command, event, action) nowhere but the table', () => {
    const elsewhere = files
      .filter((file) => file !== THE_TABLE && !isTranslation(file))
      .flatMap(matchesIn)
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(elsewhere).toEqual([]);
  });

  it('lets translations name it only as the key of a text', () => {
    const translations = files.filter(isTranslation);
    expect(translations.length).toBeGreaterThan(4);
    const notText = translations
      .flatMap(matchesIn)
      .filter(({ line }) => !TEXT_LINE.test(line))
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(notText).toEqual([]);
  });
});

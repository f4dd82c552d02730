import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventCatalogue } from '@chauffeur/api';
import { ROOT } from '../support/server';

/**
 * The activity feed and the histories name each event in the admin's language (`eventLabel`,
 * web/src/features/admin/ui/history-text.ts): from `audit.events`, else `booking.events`. A type neither
 * table knows reads as its English log name ("Car assigned") in every language: the browser tour of
 * 2026-11-29 found seventeen such in the German feed. Every type of the catalogue, so the next event
 * cannot slip.
 */
type EventTables = { audit: { events: Record<string, string> }; booking: { events: Record<string, string> } };

const TABLES = { en: 'adminEn', fr: 'adminFr', nl: 'adminNl', de: 'adminDe' } as const;

describe('event names in the admin panel', () => {
  it.each(Object.entries(TABLES))(
    'has a %s label for every event type of the catalogue',
    async (language, name) => {
      // By a computed path, as the language guards read the web's tables (text-tables.ts).
      const module = (await import(join(ROOT, `web/src/features/admin/i18n/${language}.ts`))) as Record<
        string,
        EventTables
      >;
      const texts = module[name]!;
      const unnamed = [...eventCatalogue.keys()].filter(
        (type) => !texts.audit.events[type]?.trim() && !texts.booking.events[type]?.trim(),
      );
      expect(eventCatalogue.size).toBeGreaterThan(70);
      expect(unnamed).toEqual([]);
    },
  );
});

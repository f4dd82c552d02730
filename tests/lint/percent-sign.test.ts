import { describe, expect, it } from 'vitest';
import { textTables } from './text-tables';

/**
 * The percent sign after a number as each language writes it (decision 271): English "6%", German "6 %"
 * with a no-break space (DIN 5008, so the sign never wraps alone onto the next line). French has its own
 * guard (french-typography.test.ts); Dutch accepts both and is left as it is. The browser tour found the
 * dashboard's "67%" in German and "6 %" in the English settings hint; the dashboard's rate is formatted by
 * `Intl` (DashboardPage.test.tsx), the tables here.
 */
const AFTER_NUMBER = /(?:\d|\}\})(\s?)%/g;

function spacing(text: string): string[] {
  return [...text.matchAll(AFTER_NUMBER)].map((match) => match[1] ?? '');
}

describe('the percent sign after a number', () => {
  it('has a no-break space before it in every German text', async () => {
    const texts = await textTables('de');
    const wrong = texts
      .filter(([, text]) => spacing(text).some((space) => space !== '\u00a0'))
      .map(([where, text]) => `${where}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('follows the number with no space in every English text', async () => {
    const texts = await textTables('en');
    const wrong = texts
      .filter(([, text]) => spacing(text).some((space) => space !== ''))
      .map(([where, text]) => `${where}: ${text}`);
    expect(wrong).toEqual([]);
  });
});

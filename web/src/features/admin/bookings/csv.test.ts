import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('bookings CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('Grand-Place 1, Brussels')).toBe('"Grand-Place 1, Brussels"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(42.5)).toBe('42.5');
  });
});

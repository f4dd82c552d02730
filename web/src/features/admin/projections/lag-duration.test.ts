import { describe, expect, it } from 'vitest';
import { lagParts } from './lag-duration';

const text = (ms: number) => lagParts(ms).map((part) => `${part.value} ${part.unit}`);

describe('a lag told in the units a person reads', () => {
  it('keeps seconds with one decimal under a minute', () => {
    expect(lagParts(3500)).toEqual([{ unit: 'seconds', value: 3.5, decimals: 1 }]);
    expect(text(0)).toEqual(['0 seconds']);
  });
  it('uses two whole units past a minute, an hour and a day, leaving out a zero', () => {
    expect(text(12 * 60_000 + 5_400)).toEqual(['12 minutes', '5 seconds']);
    expect(text(5 * 60_000)).toEqual(['5 minutes']);
    expect(text(45_296_300)).toEqual(['12 hours', '34 minutes']);
    expect(text(2 * 86_400_000 + 4 * 3_600_000 + 59_000)).toEqual(['2 days', '4 hours']);
  });
});

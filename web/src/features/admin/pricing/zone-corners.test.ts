import { describe, expect, it } from 'vitest';
import { cornerLine, cornersOf, withCorner, withoutLastCorner } from './zone-corners';

describe('zone corners between the text and the map', () => {
  it('reads the corners the text names, skipping blank and half-typed lines', () => {
    expect(cornersOf('50.9, 4.47\n\n50.91 4.49\n50.8')).toEqual([
      { lat: 50.9, lng: 4.47 },
      { lat: 50.91, lng: 4.49 },
    ]);
    expect(cornersOf('')).toEqual([]);
  });

  it('adds a clicked corner as the last line, rounded to about a metre', () => {
    expect(cornerLine({ lat: 50.846712345, lng: 4.352498765 })).toBe('50.84671, 4.3525');
    expect(withCorner('', { lat: 50.9, lng: 4.47 })).toBe('50.9, 4.47');
    expect(withCorner('50.9, 4.47\n\n', { lat: 50.91, lng: 4.49 })).toBe('50.9, 4.47\n50.91, 4.49');
  });

  it('keeps what was typed: a corner added then undone gives the text back', () => {
    const typed = '50.9; 4.47\n50.91 4.49';
    expect(withoutLastCorner(withCorner(typed, { lat: 50.89, lng: 4.5 }))).toBe(typed);
  });

  it('undoes the last corner only, leaving a line that is not one yet', () => {
    expect(withoutLastCorner('50.9, 4.47\n50.91, 4.49\nnorth of')).toBe('50.9, 4.47\nnorth of');
    expect(withoutLastCorner('50.9, 4.47')).toBe('');
    expect(withoutLastCorner('north of')).toBe('north of');
  });

  it('round-trips: the corners of the text a map click wrote are the clicked ones', () => {
    const clicks = [
      { lat: 50.9, lng: 4.47 },
      { lat: 50.91, lng: 4.49 },
      { lat: 50.89, lng: 4.5 },
    ];
    expect(cornersOf(clicks.reduce(withCorner, ''))).toEqual(clicks);
  });
});

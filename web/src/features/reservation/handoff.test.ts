import { describe, expect, it } from 'vitest';
import { handoffSearch, readHandoff } from './handoff';

const pickup = { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 };
const vehicleId = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d02';

describe('journey hand-off to /reservation', () => {
  it('round-trips through the URL, so a reload keeps the journey', () => {
    const search = handoffSearch({ pickup, destination: null, vehicleId });
    expect(readHandoff(search, null)).toEqual({ pickup, destination: null, vehicleId });
    expect(handoffSearch({ pickup: null, destination: null })).toBe('');
  });

  it('prefers router state when it is valid', () => {
    const other = { address: 'Gare du Midi', lat: 50.8357, lng: 4.3356 };
    expect(readHandoff(handoffSearch({ pickup }), { pickup: other, destination: null }).pickup).toEqual(
      other,
    );
  });

  it('ignores tampered values instead of failing', () => {
    expect(readHandoff('?pickup_lat=abc&pickup_lng=4&vehicle=../x', { pickup: 'nope' })).toEqual({
      pickup: null,
      destination: null,
      vehicleId: null,
    });
    expect(readHandoff('?destination_lat=91&destination_lng=4', null).destination).toBeNull();
  });
});

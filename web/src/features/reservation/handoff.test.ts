import { describe, expect, it } from 'vitest';
import { readDraft } from './draft';
import { handoffLink, handoffSearch, readHandoff } from './handoff';

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

  it("carries an earlier booking's address lines and contact in router state only, never in the URL", () => {
    const draft = {
      pickupAddressLine: 'Rue au Beurre 1',
      destinationAddressLine: '',
      passengers: 2,
      luggage: 1,
      roundTrip: false,
      name: 'Anne Peeters',
      phone: '+32 470 12 34 56',
      email: 'anne@example.be',
    };
    const link = handoffLink({ pickup, destination: null, vehicleId, draft });
    expect(link.to).toEqual({ pathname: '/reservation', search: handoffSearch({ pickup, vehicleId }) });
    expect(readDraft(link.state)).toEqual(draft);
    // An edited history entry: what is out of bounds falls back to a fresh wizard's, the rest still applies.
    expect(readDraft({ draft: { ...draft, passengers: 40, email: 'x'.repeat(300) } })).toMatchObject({
      passengers: 1,
      email: '',
      name: 'Anne Peeters',
    });
    expect(readDraft({ pickup })).toBeNull();
    expect(readDraft(null)).toBeNull();
  });
});

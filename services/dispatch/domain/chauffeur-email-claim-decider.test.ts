import { describe, expect, it } from 'vitest';
import { chauffeurEmailClaimDecider as decider } from './chauffeur-email-claim-decider';

const KARIM = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const ANNA = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const claimedBy = (chauffeurId: string) => ({ status: 'claimed' as const, chauffeurId });

describe('one chauffeur per e-mail address (decision 316)', () => {
  it('claims a free address, and claiming it again for the same chauffeur records nothing (a retry)', () => {
    const events = decider.decide({ type: 'ClaimChauffeurEmail', chauffeurId: KARIM }, decider.initialState);
    expect(events).toEqual([{ type: 'ChauffeurEmailClaimed', data: { chauffeur_id: KARIM } }]);
    const state = decider.evolve(decider.initialState, events[0]!);
    expect(decider.decide({ type: 'ClaimChauffeurEmail', chauffeurId: KARIM }, state)).toEqual([]);
  });

  it("refuses another chauffeur's address on the e-mail field", () => {
    expect(() =>
      decider.decide({ type: 'ClaimChauffeurEmail', chauffeurId: ANNA }, claimedBy(KARIM)),
    ).toThrow(expect.objectContaining({ message: 'Another chauffeur has this e-mail' }));
  });

  it('releases only the holder’s address, after which another chauffeur may claim it', () => {
    expect(decider.decide({ type: 'ReleaseChauffeurEmail', chauffeurId: ANNA }, claimedBy(KARIM))).toEqual(
      [],
    );
    const released = decider.decide({ type: 'ReleaseChauffeurEmail', chauffeurId: KARIM }, claimedBy(KARIM));
    expect(released).toEqual([{ type: 'ChauffeurEmailReleased', data: { chauffeur_id: KARIM } }]);
    const state = decider.evolve(claimedBy(KARIM), released[0]!);
    expect(decider.decide({ type: 'ClaimChauffeurEmail', chauffeurId: ANNA }, state)).toHaveLength(1);
  });

  it('claims over an abandoned claim only when it names the chauffeur that holds it (decision 327)', () => {
    const over = decider.decide(
      { type: 'ClaimChauffeurEmail', chauffeurId: ANNA, replacesAbandoned: KARIM },
      claimedBy(KARIM),
    );
    expect(over).toEqual([{ type: 'ChauffeurEmailClaimed', data: { chauffeur_id: ANNA } }]);
    expect(decider.evolve(claimedBy(KARIM), over[0]!)).toEqual(claimedBy(ANNA));
    // Someone claimed over it first: the claim now standing is not the abandoned one.
    const JAN = '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
    expect(() =>
      decider.decide(
        { type: 'ClaimChauffeurEmail', chauffeurId: JAN, replacesAbandoned: KARIM },
        claimedBy(ANNA),
      ),
    ).toThrow(expect.objectContaining({ message: 'Another chauffeur has this e-mail' }));
  });
});

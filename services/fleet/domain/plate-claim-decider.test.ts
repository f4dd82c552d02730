import { describe, expect, it } from 'vitest';
import { PLATE_TAKEN, plateClaimDecider as decider } from './plate-claim-decider';

const MODEL = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
const CAR = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const OTHER = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const THIRD = '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const heldBy = (carId: string) => ({ status: 'claimed' as const, plate: '1ABC123', carId, vehicleId: MODEL });
const claim = (carId: string, replacesAbandoned?: string) =>
  ({ type: 'ClaimPlate', plate: '1ABC123', carId, vehicleId: MODEL, replacesAbandoned }) as const;

describe('one car per number plate', () => {
  it("refuses another car's plate, and claims over it only when it names that car as abandoned (decision 327)", () => {
    expect(() => decider.decide(claim(OTHER), heldBy(CAR))).toThrow(PLATE_TAKEN);
    expect(() => decider.decide(claim(THIRD, OTHER), heldBy(CAR))).toThrow(PLATE_TAKEN);

    const over = decider.decide(claim(OTHER, CAR), heldBy(CAR));

    expect(over).toEqual([
      { type: 'CarPlateClaimed', data: { plate: '1ABC123', car_id: OTHER, vehicle_id: MODEL } },
    ]);
    expect(decider.evolve(heldBy(CAR), over[0]!)).toEqual(heldBy(OTHER));
  });

  it('claiming again for the car that holds the plate records nothing (a retry)', () => {
    expect(decider.decide(claim(CAR), heldBy(CAR))).toEqual([]);
  });
});

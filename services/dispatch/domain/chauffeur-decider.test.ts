import { describe, expect, it } from 'vitest';
import { chauffeurFieldsSchema, type ChauffeurFields } from '@chauffeur/contracts';
import { DomainError, fold } from '@chauffeur/platform';
import { chauffeurDecider, type ChauffeurCommand } from './chauffeur-decider';
import type { ChauffeurEvent } from '../events';

const id = '0b7a4a52-5d0e-4c1b-8f3e-1f2a3b4c5d60';
const fields: ChauffeurFields = {
  name: 'Karim Benali',
  phone: '+32 470 11 22 33',
  email: 'karim@example.be',
  languages: ['en', 'fr', 'ar'],
  active: true,
};
const added: ChauffeurEvent = { type: 'ChauffeurAdded', data: { chauffeur_id: id, ...fields } };

const given = (events: ChauffeurEvent[]) => ({
  when: (command: ChauffeurCommand) => () => chauffeurDecider.decide(command, fold(chauffeurDecider, events)),
});

describe('chauffeur decider', () => {
  it('adds a chauffeur', () => {
    expect(given([]).when({ type: 'AddChauffeur', chauffeurId: id, fields })()).toEqual([added]);
  });

  it('refuses to add the same chauffeur twice', () => {
    expect(given([added]).when({ type: 'AddChauffeur', chauffeurId: id, fields })).toThrow(
      new DomainError('conflict', 'This chauffeur already exists'),
    );
  });

  it('records an edit with every field as it now is (making them inactive included)', () => {
    const changed = { ...fields, active: false };
    expect(given([added]).when({ type: 'UpdateChauffeur', chauffeurId: id, fields: changed })()).toEqual([
      { type: 'ChauffeurUpdated', data: { chauffeur_id: id, ...changed } },
    ]);
  });

  describe('made inactive while holding upcoming rides (decision 251)', () => {
    const inactive = { ...fields, active: false };
    const deactivate = (upcomingRides: string[]): ChauffeurCommand => ({
      type: 'UpdateChauffeur',
      chauffeurId: id,
      fields: inactive,
      upcomingRides,
    });

    it('refuses, naming the rides by their references, and records nothing', () => {
      let thrown: unknown;
      try {
        given([added]).when(deactivate(['CH-2026-0001', 'CH-2026-0002']))();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DomainError);
      expect(thrown).toMatchObject({
        kind: 'conflict',
        message:
          'This chauffeur still has upcoming rides (CH-2026-0001, CH-2026-0002). Assign them to another chauffeur before making this chauffeur inactive.',
        details: {
          coded: {
            code: 'chauffeur_has_upcoming_rides',
            params: { references: 'CH-2026-0001, CH-2026-0002' },
          },
        },
      });
    });

    it('makes them inactive when they hold no upcoming ride', () => {
      expect(given([added]).when(deactivate([]))()).toEqual([
        { type: 'ChauffeurUpdated', data: { chauffeur_id: id, ...inactive } },
      ]);
    });

    it('lets an already inactive chauffeur be edited, and an active one holding rides be edited', () => {
      const wasInactive: ChauffeurEvent = {
        type: 'ChauffeurUpdated',
        data: { chauffeur_id: id, ...inactive },
      };
      const renamed = { ...inactive, name: 'Karim B.' };
      expect(
        given([added, wasInactive]).when({ ...deactivate(['CH-2026-0001']), fields: renamed })(),
      ).toEqual([{ type: 'ChauffeurUpdated', data: { chauffeur_id: id, ...renamed } }]);
      const phone = { ...fields, phone: '+32 470 99 88 77' };
      expect(given([added]).when({ ...deactivate(['CH-2026-0001']), fields: phone })()).toEqual([
        { type: 'ChauffeurUpdated', data: { chauffeur_id: id, ...phone } },
      ]);
    });
  });

  it('records nothing for an unchanged form', () => {
    expect(given([added]).when({ type: 'UpdateChauffeur', chauffeurId: id, fields })()).toEqual([]);
  });

  it('refuses to edit a chauffeur who does not exist', () => {
    expect(given([]).when({ type: 'UpdateChauffeur', chauffeurId: id, fields })).toThrow(
      new DomainError('not_found', 'Chauffeur not found'),
    );
  });
});

describe('chauffeur form', () => {
  it('lower-cases the e-mail and keeps one spelling of the languages (no duplicates, list order)', () => {
    const parsed = chauffeurFieldsSchema.parse({
      ...fields,
      email: ' Karim@Example.BE ',
      languages: ['ar', 'fr', 'ar', 'en'],
    });
    expect(parsed).toEqual(fields);
  });

  it('refuses no language, an unknown one, a bad phone and a name with control characters', () => {
    const errors = (body: object) =>
      chauffeurFieldsSchema
        .safeParse({ ...fields, ...body })
        .error?.issues.map((issue) => issue.path.join('.'));
    expect(errors({ languages: [] })).toEqual(['languages']);
    expect(errors({ languages: ['xx'] })).toEqual(['languages.0']);
    expect(errors({ phone: 'call me' })).toEqual(['phone']);
    expect(errors({ name: 'Karim\u0000' })).toEqual(['name']);
  });
});

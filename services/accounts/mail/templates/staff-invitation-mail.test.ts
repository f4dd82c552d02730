import { describe, expect, it } from 'vitest';
import { staffInvitationMail } from './staff-invitation-mail';

/* The invitation's sentence per role and language: French elides "que" before a vowel, English takes an article. */
const sentence = (role: 'admin' | 'dispatcher' | 'driver') =>
  staffInvitationMail({ name: 'Dana', role, url: 'https://chauffeur.example/set-password#token=x', days: 7 })
    .text;

describe('staff invitation mail', () => {
  it('says "en tant qu’administrateur" in French, never "que administrateur"', () => {
    const text = sentence('admin');
    expect(text).toContain('en tant qu’administrateur.');
    expect(text).not.toMatch(/que administrateur/);
    expect(text).toContain('as an administrator.');
    expect(text).toContain('als beheerder.');
    expect(text).toContain('als Administrator beizutreten.');
  });

  it('invites in words that fit anyone: no masculine "invité" in French; natural Dutch and German', () => {
    const text = sentence('dispatcher');
    expect(text).toContain(
      'Vous avez reçu une invitation à rejoindre Brussels Private Chauffeur en tant que répartiteur.',
    );
    expect(text).not.toMatch(/invité/);
    expect(text).toContain('U bent uitgenodigd om Brussels Private Chauffeur te vervoegen als dispatcher.');
    expect(text).toContain('Sie wurden eingeladen, Brussels Private Chauffeur als Disponent beizutreten.');
  });

  it('keeps "en tant que" before a consonant, with the English article', () => {
    expect(sentence('dispatcher')).toContain('en tant que répartiteur.');
    expect(sentence('dispatcher')).toContain('as a dispatcher.');
    expect(sentence('driver')).toContain('en tant que chauffeur.');
    expect(sentence('driver')).toContain('as a chauffeur.');
  });

  it('never leaves "que" before a vowel or a mute h in any role', () => {
    for (const role of ['admin', 'dispatcher', 'driver'] as const)
      expect(sentence(role)).not.toMatch(/\bque [aeiouyéèêàâîôûh]/i);
  });
});

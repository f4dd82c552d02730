import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('password policy (issue 13: at least 8 characters, not a common password)', () => {
  it('refuses passwords shorter than 8 characters', () => {
    expect(passwordProblem('k7#Qm2!')).toBe('Password must be at least 8 characters');
  });

  it('refuses common passwords of 8 characters or more, in any case', () => {
    for (const common of ['password', '12345678', 'iloveyou', 'Password1', 'QWERTYUIOP'])
      expect(passwordProblem(common), common).toBe('This password is too common. Please choose another one.');
  });

  it('accepts an uncommon password of 8 characters or more', () => {
    expect(passwordProblem('velvet-limousine-42')).toBeNull();
    expect(passwordProblem('k7#Qm2!x')).toBeNull();
  });
});

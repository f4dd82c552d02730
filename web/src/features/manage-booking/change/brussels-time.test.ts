import { describe, expect, it } from 'vitest';
import { brusselsLocal, brusselsLocalProblem, fromBrusselsLocal } from './brussels-time';

describe('Brussels time of the change form', () => {
  it('reads and writes winter (UTC+1) and summer (UTC+2) times', () => {
    expect(brusselsLocal('2026-12-01T09:00:00.000Z')).toBe('2026-12-01T10:00');
    expect(fromBrusselsLocal('2026-12-01T10:00')).toBe('2026-12-01T09:00:00.000Z');
    expect(brusselsLocal('2026-07-01T09:30:00.000Z')).toBe('2026-07-01T11:30');
    expect(fromBrusselsLocal('2026-07-01T11:30')).toBe('2026-07-01T09:30:00.000Z');
  });
  it('refuses what is not a date and time', () => {
    expect(fromBrusselsLocal('')).toBeNull();
    expect(fromBrusselsLocal('tomorrow')).toBeNull();
  });
});

describe('Brussels time of the change form across the clock changes (decision 235)', () => {
  it('says a time skipped by the spring-forward change is not one', () => {
    expect(fromBrusselsLocal('2026-03-29T02:30')).toBeNull();
    expect(brusselsLocalProblem('2026-03-29T02:30')).toBe('nonexistent');
    expect(brusselsLocalProblem('tomorrow')).toBe('invalid');
    expect(brusselsLocalProblem('2026-03-29T03:00')).toBeNull();
  });
  it('asks which 02:30 of the fall-back night is meant, and takes the one chosen (decision 240)', () => {
    expect(fromBrusselsLocal('2026-10-25T02:30')).toBeNull();
    expect(brusselsLocalProblem('2026-10-25T02:30')).toBe('repeated');
    expect(fromBrusselsLocal('2026-10-25T02:30', 'earlier')).toBe('2026-10-25T00:30:00.000Z');
    expect(fromBrusselsLocal('2026-10-25T02:30', 'later')).toBe('2026-10-25T01:30:00.000Z');
    expect(brusselsLocalProblem('2026-10-25T02:30', 'later')).toBeNull();
  });
});

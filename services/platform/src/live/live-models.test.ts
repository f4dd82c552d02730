import { describe, expect, it } from 'vitest';
import { readModelsOf } from './live-models';

describe('readModelsOf', () => {
  const of = readModelsOf([
    { name: 'bookings', eventTypes: ['Requested', 'Cancelled', 'Noted'] },
    { name: 'admin_analytics', model: 'analytics', eventTypes: ['Requested', 'Cancelled'] },
    { name: 'admin_notifications', model: 'notifications', eventTypes: ['Cancelled'] },
  ]);

  it('names each read model whose projection handles one of the types, once, by its web name', () => {
    expect(of(['Cancelled'])).toEqual(['bookings', 'analytics', 'notifications']);
    expect(of(['Requested', 'Noted'])).toEqual(['bookings', 'analytics']);
  });

  it('names none for no events or types no projection handles', () => {
    expect(of([])).toEqual([]);
    expect(of(['Unseen'])).toEqual([]);
  });
});

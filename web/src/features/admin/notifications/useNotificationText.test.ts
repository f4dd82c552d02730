import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminNotification } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import '../i18n/register';
import { useNotificationText } from './useNotificationText';

const booked: AdminNotification = {
  id: 'n-1',
  title: 'New booking',
  message: 'Jeanne Dupont booked the Mercedes-Benz E-Class for …',
  type: 'info',
  read: false,
  created_at: '2026-11-23T10:00:00.000Z',
  subject: { kind: 'booking', id: 'b1' },
  kind: 'booking_requested',
  params: {
    customer: 'Jeanne Dupont',
    vehicle: 'Mercedes-Benz E-Class',
    scheduled_time: '2026-12-01T09:30:00.000Z',
    pickup: 'Grand-Place',
    dropoff: 'Brussels Airport (BRU)',
    reference: 'CH-7AKCNU',
  },
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('admin notifications in the viewer language (issue 14)', () => {
  it('writes the title and message from the facts, the pickup in Brussels time', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { result } = renderHook(() => useNotificationText());
    const text = result.current(booked);
    expect(text.title).toBe('Nouvelle réservation');
    expect(text.message).toMatch(
      /^Jeanne Dupont a réservé la Mercedes-Benz E-Class pour le .*10:30.*\u00a0: Grand-Place → Brussels Airport \(BRU\) \(CH-7AKCNU\)\.$/,
    );
  });

  it('writes it in Dutch and German too, and keeps the stored text of an older notification', async () => {
    await act(() => i18n.changeLanguage('nl'));
    const { result, rerender } = renderHook(() => useNotificationText());
    expect(result.current({ ...booked, kind: 'booking_cancelled' }).message).toBe(
      'Boeking CH-7AKCNU (Jeanne Dupont) is geannuleerd.',
    );
    await act(() => i18n.changeLanguage('de'));
    rerender();
    expect(result.current({ ...booked, kind: 'ride_completed' }).title).toBe('Fahrt abgeschlossen');
    expect(result.current({ ...booked, kind: undefined, params: undefined })).toEqual({
      title: 'New booking',
      message: booked.message,
    });
  });
});

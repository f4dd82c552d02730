import { describe, expect, it } from 'vitest';
import type { AdminNotification } from '@chauffeur/contracts';
import { AlertTracker, toneOf } from './alert-rules';

const notification = (
  id: string,
  created_at: string,
  kind: AdminNotification['kind'],
  reference = `CH-${id.toUpperCase()}`,
): AdminNotification => ({
  id,
  title: '',
  message: '',
  type: 'info',
  read: false,
  created_at,
  kind,
  params: { reference },
  subject:
    kind === 'message_received' ? { kind: 'message', id: `m-${id}` } : { kind: 'booking', id: `b-${id}` },
});

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
// The list the server answers: newest first.
const older = [notification('b', at(2), 'booking_cancelled'), notification('a', at(1), 'booking_requested')];

describe('alerts from the notifications list (issue 17 point 8)', () => {
  it('alerts nothing for what the admin finds on opening the panel', () => {
    expect(new AlertTracker().next(older)).toEqual([]);
  });

  it('alerts each new booking and cancellation once, oldest first, with its reference and booking', () => {
    const tracker = new AlertTracker();
    tracker.next(older);
    const later = [
      notification('d', at(4), 'booking_cancelled'),
      notification('c', at(3), 'booking_requested'),
      ...older,
    ];
    expect(tracker.next(later)).toEqual([
      { id: 'c', kind: 'booking_requested', tone: 'new', reference: 'CH-C', bookingId: 'b-c' },
      { id: 'd', kind: 'booking_cancelled', tone: 'cancelled', reference: 'CH-D', bookingId: 'b-d' },
    ]);
    expect(tracker.next(later)).toEqual([]);
  });

  it("names a cancellation by the customer (manage link, issue 18) in its toast, with the cancellation's chime", () => {
    const tracker = new AlertTracker();
    tracker.next(older);
    const byCustomer = notification('g', at(7), 'booking_cancelled');
    byCustomer.params = { reference: 'CH-G', cancelled_by: 'customer' };
    expect(tracker.next([byCustomer, ...older], 'admin-1')).toEqual([
      {
        id: 'g',
        kind: 'booking_cancelled_by_customer',
        tone: 'cancelled',
        reference: 'CH-G',
        bookingId: 'b-g',
      },
    ]);
  });

  it('does not alert completed rides and contact messages', () => {
    const tracker = new AlertTracker();
    tracker.next(older);
    const later = [
      notification('f', at(6), 'message_received'),
      notification('e', at(5), 'ride_completed'),
      ...older,
    ];
    expect(tracker.next(later)).toEqual([]);
  });

  it("does not alert the admin of their own action, but alerts another admin's", () => {
    const tracker = new AlertTracker();
    tracker.next([], 'admin-1');
    const mine = { ...notification('c', at(3), 'booking_cancelled'), raised_by: 'admin-1' };
    const theirs = { ...notification('d', at(4), 'booking_cancelled'), raised_by: 'admin-2' };
    expect(tracker.next([theirs, mine], 'admin-1').map((alert) => alert.id)).toEqual(['d']);
  });

  it('replays nothing when the read model is rebuilt under the open panel', () => {
    const tracker = new AlertTracker();
    tracker.next(older);
    expect(tracker.next([])).toEqual([]);
    // Filled again, with ids the tracker saw and one it did not (it was past the latest list's length).
    expect(tracker.next([...older, notification('z', at(0), 'booking_requested')])).toEqual([]);
  });

  it('starts from an empty list: the first booking of a new install alerts', () => {
    const tracker = new AlertTracker();
    tracker.next([]);
    expect(tracker.next([notification('a', at(1), 'booking_requested')]).map((a) => a.reference)).toEqual([
      'CH-A',
    ]);
  });

  it('plays the new-booking chime for a batch with a new booking, else the cancellation one', () => {
    const tracker = new AlertTracker();
    tracker.next([]);
    const both = tracker.next(older);
    expect(toneOf(both)).toBe('new');
    expect(toneOf(both.filter((alert) => alert.tone === 'cancelled'))).toBe('cancelled');
    expect(toneOf([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { titleWithCount, useTitleCount } from './title-count';

describe('the alert count in the tab title', () => {
  it('puts the count in front, replaces an older one, and takes it off at zero', () => {
    expect(titleWithCount('Bookings · Brand', 2)).toBe('(2) Bookings · Brand');
    expect(titleWithCount('(2) Bookings · Brand', 3)).toBe('(3) Bookings · Brand');
    expect(titleWithCount('(3) Bookings · Brand', 0)).toBe('Bookings · Brand');
  });

  it('keeps the count when a page sets its own title, and removes it when the panel closes', async () => {
    document.title = 'Dashboard · Brand';
    const Counter = ({ count }: { count: number }) => {
      useTitleCount(count);
      return null;
    };
    const view = render(<Counter count={2} />);
    expect(document.title).toBe('(2) Dashboard · Brand');
    act(() => {
      document.title = 'Bookings · Brand';
    });
    await waitFor(() => expect(document.title).toBe('(2) Bookings · Brand'));
    view.rerender(<Counter count={0} />);
    expect(document.title).toBe('Bookings · Brand');
    view.rerender(<Counter count={1} />);
    view.unmount();
    expect(document.title).toBe('Bookings · Brand');
  });
});

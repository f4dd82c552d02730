import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BusyButton } from './BusyButton';

describe('BusyButton', () => {
  afterEach(() => vi.useRealTimers());

  it('sends one command for a double press before its busy state is drawn (decision 328)', () => {
    const press = vi.fn();
    render(
      <BusyButton busy={false} onClick={press}>
        Cancel
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(press).toHaveBeenCalledTimes(1);
  });

  it('can be pressed again a second later when its press changed nothing on screen', () => {
    vi.useFakeTimers();
    // A press whose command draws nothing (e.g. a state set to the value it had): no render frees the button.
    const press = vi.fn();
    render(
      <BusyButton busy={false} onClick={press}>
        Send
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1_000));
    fireEvent.click(button);
    expect(press).toHaveBeenCalledTimes(2);
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });
});

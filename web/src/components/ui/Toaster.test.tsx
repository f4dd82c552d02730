import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from '../../lib/toast';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a message and lets the visitor dismiss it', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Thank you for subscribing.');
    });
    const message = screen.getByRole('status');
    expect(message.textContent).toContain('Thank you for subscribing.');
    expect(message.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('makes errors assertive and removes every message after its time', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.info('Saved');
      toast.error('Connection error. Please check your internet connection.');
    });
    const [info, error] = screen.getAllByRole('status');
    expect(info!.getAttribute('aria-live')).toBe('polite');
    expect(error!.getAttribute('aria-live')).toBe('assertive');

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual([
      'Connection error. Please check your internet connection.',
    ]);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { usePageFocus } from '../../../lib/usePageFocus';
import { useLinkLanguage } from './useLinkLanguage';

/** The site's frame as far as the focus goes: it watches every address change (Layout does). */
function Frame() {
  usePageFocus();
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

/** The loaded booking, which drops the mailed `?lng` from the address (the manage page does). */
function Loaded() {
  useLinkLanguage();
  return <h1>Your booking</h1>;
}

/**
 * A page that shows its loading frame's heading first, then the loaded page's, which tidies the address: the
 * order in which a mailed link opened on a slow first load (the focus code's chunk arrived before the data).
 */
function ManagePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 100);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <Loaded /> : <h1>Loading your booking</h1>;
}

const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("the mailed link's language, dropped from the address", () => {
  it('leaves the focus where a page load leaves it: the address is tidied, the page is not a new one', async () => {
    const router = createMemoryRouter(
      [{ element: <Frame />, children: [{ path: '/booking/:token', element: <ManagePage /> }] }],
      { initialEntries: ['/booking/abc?lng=de'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Loading your booking' });
    // The focus code has seen the page it opened at before the booking is loaded.
    await settle(50);
    await screen.findByRole('heading', { name: 'Your booking' });
    await settle(100);
    expect(router.state.location.search).toBe('');
    expect(document.activeElement).toBe(document.body);
  });
});

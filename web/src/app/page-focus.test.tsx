import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAboutPage } from '../features/about/pages';
import { loadAuthPage } from '../features/auth/pages';
import { loadFleetPage } from '../features/fleet/pages';
import { mockSiteApi } from '../test/site-api';
import { renderApp, renderRoutes } from '../test/render';
import { Layout } from './layout/Layout';

/* A client-side route change puts the focus on the new page's main heading, as a page load starts a
   screen reader at the top; the address the app opens at, and changes that keep the page, move nothing. */

/** A page that shows its heading in a loading frame, then the loaded page's own (a booking's page does). */
function SwappingPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 100);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? (
    <article>
      <h1>Your booking</h1>
    </article>
  ) : (
    <section>
      <h1>Your booking</h1>
      <p>Loading…</p>
    </section>
  );
}

/** Lets the focus code (its own chunk) and the page's effects run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('focus after a route change', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([loadAuthPage(), loadFleetPage(), loadAboutPage()]), 60_000);

  it('leaves the focus alone on the address the app opened at', async () => {
    mockSiteApi();
    renderApp('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves it to the forgotten-password heading when that link is followed (same path, new page)', async () => {
    mockSiteApi();
    renderApp('/auth');
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    link.focus();
    fireEvent.click(link); // what Enter on a link does
    const heading = await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
  });

  it('moves it from the header link to the heading of a page that loads after the click', async () => {
    mockSiteApi();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const link = within(screen.getByRole('banner')).getAllByRole('link', { name: 'Fleet' })[0]!;
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Our Fleet' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('keeps it where it is when only the query string changes and the page stays', async () => {
    mockSiteApi();
    const { router } = renderApp('/auth');
    const email = await screen.findByLabelText('Email');
    await settle();
    email.focus();
    await act(() => router.navigate('/auth?redirect=%2Faccount'));
    await settle();
    expect(document.activeElement).toBe(email);
    (document.activeElement as HTMLElement).blur();
    await act(() => router.navigate('/auth?redirect=%2Fdriver'));
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('follows the heading when the new page swaps its loading frame for the loaded page (My bookings → a booking)', async () => {
    mockSiteApi();
    renderRoutes(
      [
        {
          element: <Layout />,
          children: [
            { path: '/', element: <Link to="/account">My account</Link> },
            {
              path: '/account',
              element: (
                <h1>
                  My bookings <Link to="/booking/b1">CH-AAAAAA</Link>
                </h1>
              ),
            },
            { path: '/booking/b1', element: <SwappingPage /> },
          ],
        },
      ],
      '/',
    );
    // Reached by a link itself, as in the app: its watch is still on when the booking's page draws.
    const account = within(screen.getByRole('main')).getByRole('link', { name: 'My account' });
    account.focus();
    fireEvent.click(account);
    const link = await screen.findByRole('link', { name: 'CH-AAAAAA' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article').querySelector('h1')));
  });

  it('takes nothing once the visitor acts on the new page before its heading is swapped (a tap, a key)', async () => {
    mockSiteApi();
    renderRoutes(
      [
        {
          element: <Layout />,
          children: [
            { path: '/', element: <Link to="/booking/b1">CH-AAAAAA</Link> },
            { path: '/booking/b1', element: <SwappingPage /> },
          ],
        },
      ],
      '/',
    );
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'CH-AAAAAA' });
    link.focus();
    fireEvent.click(link);
    // The loading frame's heading has the focus; the visitor taps the page before the booking is drawn.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    fireEvent.pointerDown(document.body);
    await screen.findByRole('article');
    await settle();
    expect(document.activeElement).not.toBe(screen.getByRole('article').querySelector('h1'));
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';

const openMenu = () => {
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  fireEvent.click(toggle);
  return { toggle, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
};

describe('header', () => {
  it('links every section and Book Now to the reservation page', () => {
    renderApp('/about');
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Fleet', '/fleet'],
      ['About', '/about'],
      ['Blog', '/blog'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(within(header).getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/reservation');
  });

  it('opens the mobile menu, moves focus into it and closes on Escape', () => {
    renderApp('/');
    const { toggle, dialog } = openMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close menu' }));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes the mobile menu when the visitor navigates', () => {
    mockFetch(() => new Promise<Response>(() => {}));
    const { router } = renderApp('/');
    const { toggle, dialog } = openMenu();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Fleet' }));
    expect(router.state.location.pathname).toBe('/fleet');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('switches the interface language and remembers the choice', async () => {
    renderApp('/');
    const heading = screen.getByRole('heading', { level: 1 });
    // Every text the heading shows on the way: the Dutch texts are a chunk of their own (decision 274).
    const shown = [heading.textContent];
    const observer = new MutationObserver(() => shown.push(heading.textContent));
    observer.observe(heading, { subtree: true, characterData: true, childList: true });
    const group = within(screen.getByRole('banner')).getByRole('group', { name: 'Language' });
    fireEvent.click(within(group).getByRole('button', { name: /Nederlands/ }));
    await screen.findByRole('heading', { level: 1, name: 'Kom aan in elegantie, vertrek in alle privacy' });
    observer.disconnect();
    // From the English straight to the Dutch: no key nor empty heading while the Dutch texts load.
    expect([...new Set(shown)]).toEqual([
      'Arrive in Elegance, Depart in Privacy',
      'Kom aan in elegantie, vertrek in alle privacy',
    ]);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Nu Boeken' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('nl');
    expect(localStorage.getItem('i18nextLng')).toBe('nl');
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../test/render';

describe('routes', () => {
  it('shows the hero on the home page, with links to the fleet and to booking', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Arrive in Elegance, Depart in Privacy',
    );
    expect(screen.getByText('Experience unmatched luxury with our premium chauffeur service')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.querySelector('a[href="/fleet"]')).not.toBeNull();
    expect(main.querySelector('a[href="/reservation"]')).not.toBeNull();
  });

  it.each([
    ['/services', 'Our Services'],
    ['/about', 'About Us'],
    ['/blog', 'Blog'],
    ['/reservation', 'Book Your Premium Transfer'],
    ['/auth', 'Sign In'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('renders %s with its heading and names the tab after it', (path, title) => {
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(document.title).toBe(`${title} · Brussels Private Chauffeur`);
  });

  it('answers an unknown address with a not-found page inside the layout', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

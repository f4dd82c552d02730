import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { pressEnter, pressTab } from '../../../test/keyboard';
import { useToastStore } from '../../../lib/toast';
import { fakeAuthServer, setSessionHint } from '../../auth/testing';
import { draftKey, readDraft, writeDraft } from '../ui/form-drafts';

const ACCOUNTS = { 'boss@example.com': { password: 'boss-secret', role: 'admin' as const } };
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

/** The admin panel of a browser holding the admin's refresh cookie; its sidebar. */
async function adminSidebar() {
  const server = fakeAuthServer(ACCOUNTS);
  server.holdCookieOf('boss@example.com');
  setSessionHint();
  const { router } = renderApp('/admin');
  const nav = within(await screen.findByRole('navigation', { name: 'Admin navigation' }));
  const scopes = () =>
    server.fetchMock.mock.calls
      .filter(([url]) => url === '/api/auth/sign-out')
      .map(([, init]) => JSON.parse(String(init?.body)).scope);
  return { nav, router, scopes };
}

describe('admin sidebar: Sign Out and Sign out everywhere', () => {
  afterEach(() => sessionStorage.clear());

  it("signs out this device only, and keeps this tab's unsaved drafts", async () => {
    const { nav, router, scopes } = await adminSidebar();
    writeDraft(draftKey('blog', 'new'), { title: 'Half a post' }, 1);
    fireEvent.click(nav.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(scopes()).toEqual(['local']);
    expect(toasts()).toContain('Signed out successfully');
    expect(readDraft(draftKey('blog', 'new'))).not.toBeNull();
  });

  it('asks before signing out everywhere; Cancel does nothing, Yes ends every session and the drafts here', async () => {
    const { nav, router, scopes } = await adminSidebar();
    writeDraft(draftKey('vehicle', 'v-1'), { name: 'S-Class' }, 1);
    fireEvent.click(nav.getByRole('button', { name: 'Sign out everywhere' }));
    const question = within(nav.getByRole('group', { name: 'Sign out on every device, this one included?' }));
    fireEvent.click(question.getByRole('button', { name: 'Cancel' }));
    expect(scopes()).toEqual([]);

    fireEvent.click(nav.getByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(nav.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(scopes()).toEqual(['global']);
    expect(toasts()).toContain('Signed out successfully');
    expect(readDraft(draftKey('vehicle', 'v-1'))).toBeNull();
  });

  it('asks with the focus on Cancel (decision 289): Enter twice signs nobody out and gives the focus back to "Sign out everywhere", as Escape does', async () => {
    const { nav, scopes } = await adminSidebar();
    nav.getByRole('button', { name: 'Sign out everywhere' }).focus();
    pressEnter();
    expect(document.activeElement).toBe(nav.getByRole('button', { name: 'Cancel' }));
    pressEnter();
    expect(document.activeElement).toBe(nav.getByRole('button', { name: 'Sign out everywhere' }));

    pressEnter();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(nav.getByRole('button', { name: 'Sign out everywhere' }));
    expect(scopes()).toEqual([]);
    // The answer that signs out is the next Tab away.
    pressEnter();
    pressTab();
    expect(document.activeElement).toBe(nav.getByRole('button', { name: 'Yes, sign out everywhere' }));
    pressEnter();
    await waitFor(() => expect(scopes()).toEqual(['global']));
  });
});

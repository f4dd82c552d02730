import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { holdAnswers } from '../../../test/fetch';
import { pressEnterTwiceWhileBusy } from '../../../test/keyboard';
import { useToastStore } from '../../../lib/toast';
import { fakeAuthServer } from '../testing/fake-auth-server';
import { useAuthStore } from '../session/auth-store';

const ACCOUNTS = {
  'ana@example.com': { password: 'secret-one', role: 'user' as const },
  'boss@example.com': { password: 'boss-secret', role: 'admin' as const },
  'desk@example.com': { password: 'desk-secret', role: 'dispatcher' as const },
};

const SIGNED_UP =
  'Sign up received! If this address is new, you can sign in now; if it already has an account, we have sent it an e-mail.';

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

async function submit(email: string, password: string, button: 'Sign In' | 'Sign Up' = 'Sign In') {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: button }));
}

describe('/auth', () => {
  it('signs a user in and sends them to the redirect parameter, with the success toast', async () => {
    fakeAuthServer(ACCOUNTS);
    const { router } = renderApp('/auth?redirect=/fleet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect([email.type, email.required, password.type, password.required, password.minLength]).toEqual([
      'email',
      true,
      'password',
      true,
      -1, // no length rule for signing in: old accounts may have 6-character passwords
    ]);
    await submit('ana@example.com', 'secret-one');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet'));
    expect(toasts()).toContain('Signed in successfully');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', role: 'user' });
    expect(localStorage.getItem('chauffeur.session')).toBe('1');
  });

  it('keyboard: Sign In keeps the focus while the sign-in is sent, and a second Enter sends nothing (decision 308)', async () => {
    fakeAuthServer(ACCOUNTS);
    const { router } = renderApp('/auth?redirect=/fleet');
    const held = holdAnswers('/auth/sign-in');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-one' } });
    await pressEnterTwiceWhileBusy(
      within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }),
      'Signing in…',
    );
    held.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet'));
    expect(held.sent()).toBe(1);
  });

  it('underlines the links inside a sentence, so colour is not all that tells them from the text (axe link-in-text-block)', async () => {
    fakeAuthServer(ACCOUNTS);
    renderApp('/auth');
    const main = within(await screen.findByRole('main'));
    for (const name of ['Book a ride', 'Sign up'])
      expect((await main.findByRole('link', { name })).classList).toContain('underline');
  });

  it('sends an admin to /admin whatever the redirect says', async () => {
    fakeAuthServer(ACCOUNTS);
    const { router } = renderApp('/auth?redirect=/fleet');
    await submit('boss@example.com', 'boss-secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeTruthy();
  });

  it('keeps a non-admin on the auth page when the redirect is /admin, and says why', async () => {
    fakeAuthServer(ACCOUNTS);
    const { router } = renderApp('/auth?redirect=/admin');
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    await submit('ana@example.com', 'secret-one');
    expect(
      await screen.findByText(
        'You are signed in as ana@example.com. The admin panel needs an administrator account.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('does not tell a dispatcher, who works in the panel, that it needs an administrator', async () => {
    fakeAuthServer(ACCOUNTS);
    const { router } = renderApp('/auth?redirect=/admin');
    await submit('desk@example.com', 'desk-secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await router.navigate('/auth?redirect=/admin');
    const note = await screen.findByText(/You are signed in as desk@example.com\./);
    expect(note.textContent).toBe('You are signed in as desk@example.com.');
  });

  it("shows SPEC 8's texts for a wrong password, inline and as a toast", async () => {
    fakeAuthServer(ACCOUNTS);
    renderApp('/auth');
    await submit('ana@example.com', 'wrong-one');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password. Please try again.');
    expect(toasts()).toContain('Sign in failed: Invalid email or password. Please try again.');
    expect(useAuthStore.getState().status).toBe('signedOut');
  });

  it('signs up, then switches to sign-in with the address kept; a taken address gets the same answer', async () => {
    fakeAuthServer(ACCOUNTS);
    const { router } = renderApp('/auth?redirect=/reservation');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Freservation&mode=sign-up');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.minLength).toBe(8);
    expect(screen.getByText('At least 8 characters, and not a common password.')).toBeTruthy();

    // Issue 13: a taken address is answered like a new one; nothing on the page tells them apart.
    await submit('ana@example.com', 'secret-two', 'Sign Up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(toasts()).toContain(SIGNED_UP);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
    await submit('new@example.com', 'secret-two', 'Sign Up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    await submit('new@example.com', 'secret-two');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservation'));
  });

  it('takes the failure toast away when a later sign-up succeeds (nl)', async () => {
    await i18n.changeLanguage('nl');
    fakeAuthServer(ACCOUNTS);
    renderApp('/auth?mode=sign-up');
    const signUp = async (password: string) => {
      fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'nieuw@example.be' } });
      fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: password } });
      fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Registreren' }));
    };
    await signUp('iloveyou12');
    const failed = 'Registratie mislukt: Dit wachtwoord wordt te vaak gebruikt. Kies een ander.';
    await waitFor(() => expect(toasts()).toEqual([failed]));
    await signUp('een-goed-wachtwoord');
    await waitFor(() => expect(toasts()).toEqual([expect.stringMatching(/^Registratie ontvangen!/)]));
  });
});

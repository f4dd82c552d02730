import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuthStore } from '../../auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { ContactStep } from '../components/ContactStep';
import { prefillPatch } from './prefill';
import { initialWizard, useWizard } from './store';
import { usePrefillContact } from './usePrefillContact';

type AuthState = ReturnType<typeof useAuthStore.getState>;
const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const CONTACT = { name: 'Ana Lemaire', email: 'ana@example.com', phone: '+32 470 12 34 56' };

function Wizard() {
  usePrefillContact();
  return <ContactStep />;
}

const renderWizard = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Wizard />
    </QueryClientProvider>,
  );

/** The server's answer, held back until the test lets it go. */
function heldContact() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const fetch = mockFetch(async (url) => {
    if (!url.endsWith('/api/me/contact')) throw new Error(`unexpected ${url}`);
    await arrived;
    return jsonResponse(CONTACT);
  });
  return { fetch, release };
}

describe('the wizard pre-fills a signed-in customer’s contact (issue 18 point 3)', () => {
  beforeEach(() => {
    useWizard.setState({ ...initialWizard(), step: 3 });
    useAuthStore.setState({
      status: 'signedIn',
      role: 'user',
      session: { user: { id: 'u1', email: CONTACT.email, role: 'user' } },
    } as unknown as AuthState);
  });
  afterEach(() => useAuthStore.setState({ status: 'signedOut', session: null, role: null }));

  it('fills the empty fields when the answer arrives', async () => {
    const { release } = heldContact();
    renderWizard();
    release();
    await waitFor(() => expect(valueOf(/name/i)).toBe(CONTACT.name));
    expect(valueOf(/phone/i)).toBe(CONTACT.phone);
    expect(valueOf(/e-?mail/i)).toBe(CONTACT.email);
  });

  it('never overwrites what the visitor typed before the answer arrived', async () => {
    const { fetch, release } = heldContact();
    renderWizard();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    fireEvent.change(screen.getByLabelText(/name/i), { target: { value: 'Someone Else' } });
    await act(async () => release());
    await waitFor(() => expect(valueOf(/phone/i)).toBe(CONTACT.phone));
    expect(valueOf(/name/i)).toBe('Someone Else');
    expect(useWizard.getState()).toMatchObject({ name: 'Someone Else', email: CONTACT.email });
  });

  it('asks nothing of a visitor who is not signed in', async () => {
    useAuthStore.setState({ status: 'signedOut', session: null, role: null });
    const fetch = mockFetch(() => jsonResponse(CONTACT));
    renderWizard();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(valueOf(/name/i)).toBe('');
  });

  it('fills only the fields that are empty and that the account knows', () => {
    expect(
      prefillPatch({ name: ' ', phone: '+32 2', email: '' }, { ...CONTACT, phone: '', name: 'Ana' }),
    ).toEqual({
      name: 'Ana',
      email: CONTACT.email,
    });
  });
});

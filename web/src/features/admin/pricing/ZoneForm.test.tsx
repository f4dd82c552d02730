import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { jsonResponse } from '../../../test/fetch';
import { liveRefresh, mockRecordServer } from '../../../test/record-server';
import { FaresPage } from './FaresPage';

const ID = '11111111-1111-4111-8111-111111111111';
const AT_OPEN = {
  id: ID,
  name: { en: 'Brussels centre', nl: 'Brussel-centrum' },
  shape: {
    kind: 'circle' as const,
    place_id: 'Grand-Place',
    center: { lat: 50.8467, lng: 4.3525 },
    radius_km: 2,
  },
  revision: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The fares page, its zone list holding the one zone, and that zone's form open. */
async function openZoneForm(edit: string) {
  const server = mockRecordServer('/api/admin/zones', AT_OPEN, {
    '/api/admin/zone-fares': () => jsonResponse({ items: [] }),
    '/api/admin/vehicles': () => jsonResponse({ items: [] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <FaresPage />
      </MemoryRouter>
    </AppProviders>,
  );
  fireEvent.click(await screen.findByRole('button', { name: edit }));
  return {
    ...server,
    form: screen.getByRole('form', { name: edit }),
    /** Another admin widens the zone: the live stream refetches the zone list the form was opened from. */
    otherAdminSaves: async () => {
      server.otherAdminSaves({ shape: { ...AT_OPEN.shape, radius_km: 3 } });
      await liveRefresh(client, ['pricing']);
      await screen.findByText(/3 km/);
    },
  };
}

const valueIn = (form: HTMLElement, label: string) =>
  (within(form).getByLabelText(label) as HTMLInputElement).value;

describe('editing a zone while another admin saves it', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('sends the revision the form opened at, and keeps what this admin typed', async () => {
    const zone = await openZoneForm('Edit zone Brussels centre');
    fireEvent.change(within(zone.form).getByLabelText('Name'), { target: { value: 'Brussels Pentagon' } });
    await zone.otherAdminSaves();
    expect(valueIn(zone.form, 'Name')).toBe('Brussels Pentagon');
    fireEvent.click(within(zone.form).getByRole('button', { name: 'Save zone' }));
    await waitFor(() => expect(zone.puts()).toHaveLength(1));
    expect(zone.ifMatch(0)).toBe('"2"');
  });

  it('on 409 says so in German with Neu laden, which shows the other save and saves over it', async () => {
    await i18n.changeLanguage('de');
    const error = vi.spyOn(toast, 'error');
    const zone = await openZoneForm('Zone Brussels centre bearbeiten');
    fireEvent.change(within(zone.form).getByLabelText('Name'), { target: { value: 'Brussels Pentagon' } });
    await zone.otherAdminSaves();
    fireEvent.click(within(zone.form).getByRole('button', { name: 'Zone speichern' }));

    const notice = await within(zone.form).findByText(/Jemand anders hat diesen Eintrag gespeichert/);
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(valueIn(zone.form, 'Radius (km)')).toBe('2');

    fireEvent.click(within(zone.form).getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(valueIn(zone.form, 'Radius (km)')).toBe('3'));
    expect(valueIn(zone.form, 'Name')).toBe('Brussels centre');
    expect(within(zone.form).queryByText(/Jemand anders/)).toBeNull();
    fireEvent.click(within(zone.form).getByRole('button', { name: 'Zone speichern' }));
    await waitFor(() => expect(zone.puts()).toHaveLength(2));
    expect(zone.ifMatch(1)).toBe('"3"');
    // Saved: the form closes.
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });
});

describe('naming a zone in the visitors’ languages (decision 269)', () => {
  afterEach(() => vi.restoreAllMocks());

  const bodyOf = (put: unknown[]) => JSON.parse(String((put[1] as RequestInit).body)) as { name: unknown };

  it('shows the names it has, sends a French name typed, leaves a blank one out, and names a name too long', async () => {
    const zone = await openZoneForm('Edit zone Brussels centre');
    expect(valueIn(zone.form, 'Name')).toBe('Brussels centre');
    expect(valueIn(zone.form, 'Name (Dutch)')).toBe('Brussel-centrum');
    expect(valueIn(zone.form, 'Name (French)')).toBe('');

    fireEvent.change(within(zone.form).getByLabelText('Name (German)'), {
      target: { value: 'x'.repeat(81) },
    });
    fireEvent.click(within(zone.form).getByRole('button', { name: 'Save zone' }));
    const german = within(zone.form).getByLabelText('Name (German)');
    expect(german.getAttribute('aria-invalid')).toBe('true');
    expect(within(zone.form).getByText('At most 80 characters.')).toBeDefined();
    expect(zone.puts()).toHaveLength(0);

    fireEvent.change(german, { target: { value: ' ' } });
    fireEvent.change(within(zone.form).getByLabelText('Name (French)'), {
      target: { value: 'Bruxelles-centre' },
    });
    fireEvent.click(within(zone.form).getByRole('button', { name: 'Save zone' }));
    await waitFor(() => expect(zone.puts()).toHaveLength(1));
    expect(bodyOf(zone.puts()[0]!).name).toEqual({
      en: 'Brussels centre',
      fr: 'Bruxelles-centre',
      nl: 'Brussel-centrum',
    });
  });
});

describe('a refused save of the zone form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the focus from Save zone to the first invalid field, and sends nothing', async () => {
    const zone = await openZoneForm('Edit zone Brussels centre');
    fireEvent.change(within(zone.form).getByLabelText('Name (German)'), {
      target: { value: 'x'.repeat(81) },
    });
    const save = within(zone.form).getByRole('button', { name: 'Save zone' });
    save.focus();
    fireEvent.click(save);
    expect(document.activeElement).toBe(within(zone.form).getByLabelText('Name (German)'));
    expect(zone.puts()).toHaveLength(0);
  });
});

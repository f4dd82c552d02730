import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { VehicleCars } from './VehicleCars';

const VEHICLE = {
  id: '0b6c7f3e-8a52-4c4e-9d0e-2a4f1b5c6d7e',
  name: 'Mercedes-Benz S-Class',
  description: { en: 'Business' },
  image_url: '/images/vehicles/mercedes-e-class.svg',
  type: 'luxury',
  price_per_km: 2.75,
  max_passengers: 3,
  max_luggage: 2,
  revision: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  cars: [
    { id: '1b6c7f3e-8a52-4c4e-9d0e-2a4f1b5c6d7e', plate: '1-ABC-123', colour: 'Zwart', active: true },
    {
      id: '2b6c7f3e-8a52-4c4e-9d0e-2a4f1b5c6d7e',
      plate: '1-XYZ-789',
      colour: 'Obsidian black',
      active: true,
    },
  ],
} as const;

describe('car colours in the fleet form (decision 286.2)', () => {
  afterEach(async () => i18n.changeLanguage('en'));

  it('given a French admin, then listed colours read and are offered in French, free ones as saved', async () => {
    await i18n.changeLanguage('fr');
    const client = new QueryClient();
    const { container } = render(
      <AppProviders client={client}>
        <VehicleCars vehicle={structuredClone(VEHICLE) as never} />
      </AppProviders>,
    );
    expect(await screen.findByText('Noir')).toBeTruthy();
    expect(screen.getByText('Obsidian black')).toBeTruthy();
    expect(screen.queryByText('Zwart')).toBeNull();
    const offered = [...container.querySelectorAll('#car-colours option')].map((o) =>
      o.getAttribute('value'),
    );
    expect(offered).toEqual(expect.arrayContaining(['Noir', 'Blanc', 'Argent', 'Gris', 'Bleu foncé']));
    expect(screen.getByRole('combobox')).toHaveProperty('list', container.querySelector('#car-colours'));
  });
});

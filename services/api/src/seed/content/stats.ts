import type { StatFields } from '@chauffeur/contracts';
import { t } from './localized';

/** The statistics strip, in the order it is shown. */
export const DEMO_STATS: (StatFields & { id: string })[] = [
  {
    id: '8c2f5a10-3b7e-4d21-9f60-1a2b3c4d5e01',
    icon: 'users',
    value: 12000,
    suffix: '+',
    label: t('Satisfied clients', 'Tevreden klanten', 'Clients satisfaits', 'Zufriedene Kunden'),
  },
  {
    id: '8c2f5a10-3b7e-4d21-9f60-1a2b3c4d5e02',
    icon: 'map',
    value: 850000,
    suffix: '+',
    label: t('Kilometres driven', 'Gereden kilometers', 'Kilomètres parcourus', 'Gefahrene Kilometer'),
  },
  {
    id: '8c2f5a10-3b7e-4d21-9f60-1a2b3c4d5e03',
    icon: 'car',
    value: 24,
    suffix: '',
    label: t(
      'Vehicles in our fleet',
      'Voertuigen in ons wagenpark',
      'Véhicules dans notre flotte',
      'Fahrzeuge in unserer Flotte',
    ),
  },
  {
    id: '8c2f5a10-3b7e-4d21-9f60-1a2b3c4d5e04',
    icon: 'calendar',
    value: 15,
    suffix: '+',
    label: t('Years of experience', 'Jaar ervaring', 'Années d’expérience', 'Jahre Erfahrung'),
  },
];

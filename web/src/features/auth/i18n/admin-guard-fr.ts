import type { AdminGuardTexts } from './admin-guard-en';

export const adminGuardFr: AdminGuardTexts = {
  staffTitle: 'Cette page est réservée aux administrateurs.',
  toDashboard: 'Aller au tableau de bord',
};

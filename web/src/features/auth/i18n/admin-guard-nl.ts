import type { AdminGuardTexts } from './admin-guard-en';

export const adminGuardNl: AdminGuardTexts = {
  staffTitle: 'Deze pagina is voor beheerders.',
  toDashboard: 'Naar het dashboard',
};

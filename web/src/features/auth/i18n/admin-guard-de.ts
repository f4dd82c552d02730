import type { AdminGuardTexts } from './admin-guard-en';

export const adminGuardDe: AdminGuardTexts = {
  staffTitle: 'Diese Seite ist Administratoren vorbehalten.',
  toDashboard: 'Zum Dashboard',
};

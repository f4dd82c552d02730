import type { AdminGuardTexts } from './admin-guard-en';

export const adminGuardDe: AdminGuardTexts = {
  restricted: 'Zugriff eingeschränkt',
  restrictedText: 'Sie haben keine Administratorrechte',
  redirecting: 'Sie werden zur Anmeldeseite weitergeleitet…',
  staffTitle: 'Diese Seite ist Administratoren vorbehalten.',
  toDashboard: 'Zum Dashboard',
};

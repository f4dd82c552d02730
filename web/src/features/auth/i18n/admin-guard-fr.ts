import type { AdminGuardTexts } from './admin-guard-en';

export const adminGuardFr: AdminGuardTexts = {
  restricted: 'Accès restreint',
  restrictedText: 'Vous n’avez pas les droits d’administrateur',
  redirecting: 'Redirection vers la page de connexion…',
  staffTitle: 'Cette page est réservée aux administrateurs.',
  toDashboard: 'Aller au tableau de bord',
};

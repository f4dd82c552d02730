import type { AdminGuardTexts } from './admin-guard-en';

export const adminGuardNl: AdminGuardTexts = {
  restricted: 'Toegang beperkt',
  restrictedText: 'U hebt geen beheerdersrechten',
  redirecting: 'U wordt doorgestuurd naar de aanmeldpagina…',
  staffTitle: 'Deze pagina is voor beheerders.',
  toDashboard: 'Naar het dashboard',
};

/**
 * What the admin guard says to someone whose role does not open the screen (decision 305): with the guard's
 * chunk, not the landing page's common texts. 'Authentication Required' stays common: /auth says it too.
 */
export const adminGuardEn = {
  restricted: 'Access Restricted',
  restrictedText: 'You do not have administrator privileges',
  redirecting: 'Taking you to the sign-in page…',
  staffTitle: 'This page is for administrators.',
  toDashboard: 'Go to the dashboard',
};

export type AdminGuardTexts = { [K in keyof typeof adminGuardEn]: string };

/** What the admin guard tells staff on a screen their role does not open (decision 305). */
export const adminGuardEn = {
  staffTitle: 'This page is for administrators.',
  toDashboard: 'Go to the dashboard',
};

export type AdminGuardTexts = { [K in keyof typeof adminGuardEn]: string };

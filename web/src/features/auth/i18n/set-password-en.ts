export const setPasswordEn = {
  title: 'Choose your password',
  checking: 'Checking your link…',
  /** `role` is a whole "as <role>" phrase (`asRole`), so each language keeps its grammar (qu’administrateur). */
  intro: '{{name}}, you are invited {{role}}. Choose a password to sign in.',
  password: 'New password',
  submit: 'Save and sign in',
  saving: 'Saving…',
  asRole: { admin: 'as an administrator', dispatcher: 'as a dispatcher', driver: 'as a chauffeur' },
  link: {
    expired: 'This link has expired. Ask the person who invited you for a new one.',
    used: 'This link was already used. Sign in with your password.',
    invalid: 'This link is not valid. Ask the person who invited you for a new one.',
    failed: 'The link could not be checked. Please try again later.',
  },
} as const;

export type SetPasswordTexts = {
  [K in keyof typeof setPasswordEn]: (typeof setPasswordEn)[K] extends string
    ? string
    : { [L in keyof (typeof setPasswordEn)[K]]: string };
};

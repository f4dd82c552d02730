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
  reset: {
    title: 'Choose a new password',
    intro: 'Choose a new password for {{email}}. Every device signed in to this account will be signed out.',
    expired: 'This link has expired: it works for one hour.',
    used: 'This link was already used. Sign in with your new password, or ask for a new link.',
    invalid: 'This link is no longer valid: a newer password was set, or the link is incomplete.',
    failed: 'The link could not be checked. Please try again later.',
    askAgain: 'Ask for a new link',
  },
} as const;

export type SetPasswordTexts = {
  [K in keyof typeof setPasswordEn]: (typeof setPasswordEn)[K] extends string
    ? string
    : { [L in keyof (typeof setPasswordEn)[K]]: string };
};

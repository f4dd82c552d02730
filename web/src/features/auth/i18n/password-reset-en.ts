/** "Forgot your password?" (decision 257): the sign-in page's form and the set-password page for a reset. */
export const passwordResetEn = {
  forgotLink: 'Forgot your password?',
  forgot: {
    title: 'Forgot your password?',
    intro: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send me a link',
    sending: 'Sending…',
    sent: 'If this address has an active account, we have sent it a link to choose a new password. The link works once, for one hour.',
    backToSignIn: 'Back to sign in',
  },
  link: {
    title: 'Choose a new password',
    intro: 'Choose a new password for {{email}}. Every device signed in to this account will be signed out.',
    expired: 'This link has expired: it works for one hour.',
    used: 'This link was already used. Sign in with your new password, or ask for a new link.',
    invalid: 'This link is no longer valid: a newer password was set, or the link is incomplete.',
    failed: 'The link could not be checked. Please try again later.',
    askAgain: 'Ask for a new link',
  },
} as const;

export type PasswordResetTexts = {
  [K in keyof typeof passwordResetEn]: (typeof passwordResetEn)[K] extends string
    ? string
    : { [L in keyof (typeof passwordResetEn)[K]]: string };
};

/** "Forgot your password?" (decision 257): the sign-in page's link and form (the reset link's page: setPassword.reset). */
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
} as const;

export type PasswordResetTexts = {
  [K in keyof typeof passwordResetEn]: (typeof passwordResetEn)[K] extends string
    ? string
    : { [L in keyof (typeof passwordResetEn)[K]]: string };
};

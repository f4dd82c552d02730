export const myAccountEn = {
  bookings: {
    title: 'My bookings',
    loading: 'Loading your bookings…',
    failed: 'Your bookings could not be loaded. Please try again later.',
    retry: 'Try again',
    signIn: 'Sign in to see your bookings.',
    signInAction: 'Sign in',
    upcoming: 'Upcoming',
    past: 'Past and cancelled',
    empty: 'You have no bookings yet.',
    noUpcoming: 'No upcoming ride.',
    book: 'Book a ride',
    manage: 'View and manage',
    reference: 'Reference <reference>{{reference}}</reference>',
    status: {
      pending: 'Requested',
      confirmed: 'Confirmed',
      in_progress: 'On the way',
      completed: 'Completed',
      cancelled: 'Cancelled',
      no_show: 'No-show',
    },
  },
  notice: {
    text: 'Verify your e-mail address to also see the bookings you made with it without signing in.',
    resend: 'Send the link again',
    sending: 'Sending…',
    sent: 'We have sent you a new link. Please check your e-mail.',
    tooSoon: 'A link was sent a moment ago. Please wait a little before asking again.',
    failed: 'The link could not be sent. Please try again later.',
  },
  verify: {
    title: 'Verify your e-mail address',
    checking: 'Verifying your address…',
    done: 'Thank you: {{email}} is verified.',
    expired: 'This link has expired. Sign in and ask for a new one under My bookings.',
    invalid: 'This link is not valid. Sign in and ask for a new one under My bookings.',
    failed: 'Your address could not be verified right now. Please try again later.',
    toBookings: 'See my bookings',
  },
  /** /account for a staff account (decision 243): which account this is, and the way to its workspace. */
  staff: {
    title: 'Staff account',
    signedInAs: 'Signed in as {{email}} ({{role}}).',
    text: 'My account is where customers find their bookings. Your work is here:',
    open: { admin: 'Open the admin panel', driver: 'Open my rides' },
    ownRide: 'A ride you book for yourself: use the link in its confirmation e-mail, or',
    findBooking: 'Find my booking',
    roles: { admin: 'Admin', dispatcher: 'Dispatcher', driver: 'Chauffeur' },
  },
  /** /account/password: the signed-in account changes its password (customers and staff alike). */
  password: {
    title: 'Change password',
    link: 'Change password',
    back: 'Back to my account',
    intro:
      'Enter your current password, then the new one. You stay signed in here; your other devices are signed out.',
    current: 'Current password',
    next: 'New password',
    confirm: 'Repeat the new password',
    submit: 'Change password',
    saving: 'Changing…',
    done: 'Your password has been changed. Your other devices have been signed out.',
    currentRequired: 'Please enter your current password.',
    mismatch: 'The two new passwords are not the same.',
    signIn: 'Sign in to change your password.',
    signInAction: 'Sign in',
  },
} as const;

export type MyAccountTexts = {
  [K in keyof typeof myAccountEn]: {
    [L in keyof (typeof myAccountEn)[K]]: (typeof myAccountEn)[K][L] extends string
      ? string
      : { [M in keyof (typeof myAccountEn)[K][L]]: string };
  };
};

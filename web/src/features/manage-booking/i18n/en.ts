/** English texts of the customer's manage page and "Find my booking" (namespace `manage`, issue 18). */
export const manageEn = {
  title: 'Your booking',
  loading: 'Loading your booking…',
  invalidTitle: 'This link is not valid',
  invalidBody:
    'Please use the link in your e-mail, or find your booking with its reference and your e-mail address.',
  findLink: 'Find my booking',
  error: 'Unable to load your booking. Please try again.',
  retry: 'Try again',
  afterRideTitle: 'After your trip',
  rateLink: 'Rate your trip',
  receiptLink: 'Receipt',
  /** Decision 347: a new booking started from this one (the wizard filled in, the date and time left to choose). */
  bookAgain: {
    title: 'Your next journey',
    intro: 'Your route, vehicle and contact details are filled in for you; simply choose the date and time.',
    return: 'Book the return ride',
    again: 'Book again',
  },
  backToBooking: 'Back to your booking',
  addToCalendar: 'Add to calendar',
  reference: 'Reference',
  status: {
    pending: 'Awaiting confirmation',
    confirmed: 'Confirmed',
    in_progress: 'Your chauffeur is on the way',
    completed: 'Completed',
    cancelled: 'Cancelled',
    no_show: 'Missed pickup',
  },
  timelineTitle: 'Progress',
  timeline: {
    requested: 'Booking received',
    confirmed: 'Confirmed',
    chauffeur_assigned: 'Chauffeur assigned',
    on_the_way: 'On the way',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  cancelledByYou: 'You cancelled this booking on {{when}}.',
  cancelledByCompany:
    'This booking was cancelled by us on {{when}}. Please call us if you have any question.',
  routeTitle: 'Your route',
  pickup: 'Pickup',
  dropoff: 'Destination',
  roundTrip: 'Round trip',
  detailsTitle: 'Details',
  when: 'Pickup time',
  brusselsTime: 'Brussels time',
  vehicle: 'Vehicle',
  passengers: 'Passengers',
  luggage: 'Luggage',
  flight: 'Flight or train number',
  price: 'Price',
  chauffeurTitle: 'Your chauffeur',
  chauffeurName: '{{name}} will drive you.',
  chauffeurWas: '{{name}} was your chauffeur.',
  car: 'Car',
  colour: 'Colour',
  plate: 'Number plate',
  onTheWay: 'Your chauffeur is heading to your pickup address.',
  cancelTitle: 'Cancel your booking',
  freeUntil: 'Free cancellation until {{when}}.',
  cancelButton: 'Cancel booking',
  confirmTitle: 'Cancel this booking?',
  confirmBody: 'Your ride on {{when}} will be cancelled. Nothing will be charged.',
  reason: 'Reason (optional)',
  confirmCancel: 'Yes, cancel my booking',
  keep: 'Keep my booking',
  cancelling: 'Cancelling…',
  cancelledDone: 'Your booking is cancelled. We have sent you a confirmation by e-mail.',
  /** The cut-off's hours (`count`); 0: it was the pickup itself (decision 284). */
  cutOff_zero:
    'Free cancellation ended at the pickup time, on {{when}}, so this booking can no longer be cancelled online. Please call us:',
  cutOff_one:
    'Free cancellation ended on {{when}} ({{count}} hour before pickup), so this booking can no longer be cancelled online. Please call us:',
  cutOff_other:
    'Free cancellation ended on {{when}} ({{count}} hours before pickup), so this booking can no longer be cancelled online. Please call us:',
  callUs: 'Call {{phone}}',
  questions: 'A question about your ride? Call us:',
  contact: {
    title: 'Your contact details',
    intro: 'Your chauffeur and our team use these details only for this ride.',
    name: 'Full name',
    phone: 'Phone number',
    correct: 'Correct my details',
    save: 'Save',
    saving: 'Saving…',
    keep: 'Keep them as they are',
    saved: 'Your details have been corrected.',
    nameRequired: 'Enter your full name.',
    nameFormat: 'Enter your name as plain text, at most 120 characters.',
    phoneRequired: 'Enter your phone number.',
    phoneFormat: 'Enter a phone number of at least 6 digits, for example +32 470 12 34 56.',
    stale:
      'Your booking was changed in the meantime, so we have loaded it again. Please check your details and save again.',
    refused: 'Your details could not be saved: {{detail}}',
    failed: 'Your details could not be saved. Please try again, or call us on {{phone}}.',
    closed:
      'Your booking was changed in the meantime: your details can no longer be corrected online. If they need correcting, please call us on {{phone}}.',
  },
  find: {
    title: 'Find my booking',
    intro:
      'Enter the reference of your booking and the e-mail address you booked with. We will e-mail you its link.',
    reference: 'Booking reference',
    referenceHint: 'For example CH-7K3P9Q, in your confirmation e-mail.',
    email: 'E-mail address',
    submit: 'E-mail me the link',
    sending: 'Sending…',
    sent: 'If a booking matches this reference and e-mail, we have e-mailed its link. Please check your inbox.',
    again: 'Find another booking',
    tooMany: 'Too many attempts. Please wait a moment or call us.',
    failed: 'Something went wrong. Please try again.',
  },
} as const;

/** The shape every language gives: the same keys, any text. */
export type ManageTexts = {
  [K in keyof typeof manageEn]: (typeof manageEn)[K] extends string
    ? string
    : { [L in keyof (typeof manageEn)[K]]: string };
};

/** The change-request texts of the manage page, English (the shape of the other languages). */
export const changeEn = {
  title: 'Change your booking',
  intro:
    'Ask for another pickup time, number of passengers or luggage, or flight number. We confirm every change.',
  when: 'Pickup date and time (Brussels time)',
  /** The date and time field left empty (a browser gives no value for a half-filled one). */
  whenRequired: 'Enter a date and time.',
  timeSkipped:
    'This time does not exist in Brussels: that night the clocks go forward from 02:00 to 03:00. Choose another time.',
  passengers: 'Passengers',
  luggage: 'Pieces of luggage',
  flight: 'Flight or train number',
  flightHint: 'Leave empty if none.',
  submit: 'Ask for this change',
  sending: 'Sending…',
  nothing: 'Change at least one of the fields first.',
  sent: 'Your request has been sent. We will answer it shortly by e-mail.',
  /** The cut-off's hours (`count`); 0: the cut-off is the pickup itself (decision 284). */
  tooLate_zero: 'Changes can no longer be made online once the pickup time has come. Please call us:',
  tooLate_one: 'Changes can no longer be made online less than {{count}} hour before pickup. Please call us:',
  tooLate_other:
    'Changes can no longer be made online less than {{count}} hours before pickup. Please call us:',
  conflict: 'This request could not be sent: {{detail}}',
  failed: 'Your request could not be sent. Please try again, or call us at {{phone}}.',
  open: 'Your change request is waiting for our answer.',
  withdraw: 'Withdraw my request',
  priced:
    'We can make your change at a new price: {{total}} instead of {{previous}}. It applies only once you confirm it.',
  confirm: 'Confirm new price',
  keep: 'Keep my booking as it is',
  confirmed: 'Your booking has been changed.',
  kept: 'Your booking stays as it was.',
  declined: 'We could not make your last requested change: {{reason}}',
  /** Still waiting when the pickup time came (decision 284): nobody may answer it any more. */
  expired: 'Your change request expired at the pickup time: your booking stays as it was.',
  asked: 'You asked for:',
  none: 'none',
  /** A field the server refused (its sentences are English and name no language): said here. */
  whenRefused: 'This pickup time is too soon or has already passed. Choose a later time.',
  passengersRefused: 'Too many passengers for this vehicle.',
  luggageRefused: 'Too much luggage for this vehicle.',
  flightRefused: 'Check the flight or train number.',
  range: 'Between {{min}} and {{max}}.',
};
export type ChangeTexts = typeof changeEn;

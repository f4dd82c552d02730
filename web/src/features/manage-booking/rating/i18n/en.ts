export const rateTripEn = {
  title: 'Rate your trip',
  checking: 'Checking your booking…',
  intro: 'How was your ride, {{name}}?',
  booking: 'Booking {{reference}}',
  stars: 'Your rating',
  star_one: '{{count}} star',
  star_other: '{{count}} stars',
  comment: 'Your comment',
  commentHint: 'Once approved, it appears on our website with your first name and the date of the ride.',
  send: 'Send my review',
  sending: 'Sending…',
  chooseStars: 'Choose from 1 to 5 stars.',
  commentRequired: 'Please write a few words about your ride.',
  commentUnsafe: 'Please remove the invisible control or text-direction characters from your comment.',
  thanks: 'Thank you for your review!',
  thanksDetail: 'It will appear on our website once our team has approved it.',
  rated: 'You have already rated this trip. Thank you!',
  notCompleted: 'You can rate your trip once it is completed.',
  invalid: 'This link is not valid. Please use the link from your e-mail.',
  failed: 'Your review could not be sent. Please try again.',
} as const;

export type RateTripTexts = { [K in keyof typeof rateTripEn]: string };

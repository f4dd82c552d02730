import type { RateTripTexts } from './en';

export const rateTripDe: RateTripTexts = {
  title: 'Bewerten Sie Ihre Fahrt',
  checking: 'Ihre Buchung wird geprüft…',
  intro: 'Wie war Ihre Fahrt, {{name}}?',
  booking: 'Buchung {{reference}}',
  stars: 'Ihre Bewertung',
  star_one: '{{count}} Stern',
  star_other: '{{count}} Sterne',
  comment: 'Ihr Kommentar',
  commentHint:
    'Nach der Freigabe erscheint er auf unserer Website mit Ihrem Vornamen und dem Datum der Fahrt.',
  send: 'Bewertung senden',
  sending: 'Wird gesendet…',
  chooseStars: 'Wählen Sie 1 bis 5 Sterne.',
  commentRequired: 'Bitte schreiben Sie ein paar Worte zu Ihrer Fahrt.',
  commentUnsafe:
    'Bitte entfernen Sie die unsichtbaren Steuer- oder Textrichtungszeichen aus Ihrem Kommentar.',
  thanks: 'Vielen Dank für Ihre Bewertung!',
  thanksDetail: 'Sie erscheint auf unserer Website, sobald unser Team sie freigegeben hat.',
  rated: 'Sie haben diese Fahrt bereits bewertet. Vielen Dank!',
  notCompleted: 'Sie können Ihre Fahrt bewerten, sobald sie abgeschlossen ist.',
  invalid: 'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer E-Mail.',
  failed: 'Ihre Bewertung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
};

import type { RateTripTexts } from './en';

export const rateTripNl: RateTripTexts = {
  title: 'Beoordeel uw rit',
  checking: 'Uw boeking wordt gecontroleerd…',
  intro: 'Hoe was uw rit, {{name}}?',
  booking: 'Boeking {{reference}}',
  stars: 'Uw score',
  star_one: '{{count}} ster',
  star_other: '{{count}} sterren',
  comment: 'Uw opmerking',
  commentHint: 'Na goedkeuring verschijnt ze op onze website met uw voornaam en de datum van de rit.',
  send: 'Beoordeling versturen',
  sending: 'Versturen…',
  chooseStars: 'Kies 1 tot 5 sterren.',
  commentRequired: 'Schrijf een paar woorden over uw rit.',
  commentUnsafe: 'Verwijder de onzichtbare controle- of tekstrichtingstekens uit uw opmerking.',
  thanks: 'Bedankt voor uw beoordeling!',
  thanksDetail: 'Ze verschijnt op onze website zodra ons team ze heeft goedgekeurd.',
  rated: 'U hebt deze rit al beoordeeld. Bedankt!',
  notCompleted: 'U kunt uw rit beoordelen zodra die voltooid is.',
  invalid: 'Deze link is niet geldig. Gebruik de link uit uw e-mail.',
  failed: 'Uw beoordeling kon niet worden verstuurd. Probeer het opnieuw.',
};

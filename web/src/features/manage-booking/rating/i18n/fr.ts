import type { RateTripTexts } from './en';

export const rateTripFr: RateTripTexts = {
  title: 'Notez votre trajet',
  checking: 'Vérification de votre réservation…',
  intro: 'Comment s’est passé votre trajet, {{name}}\u00a0?',
  booking: 'Réservation {{reference}}',
  stars: 'Votre note',
  star_one: '{{count}} étoile',
  star_other: '{{count}} étoiles',
  comment: 'Votre commentaire',
  commentHint: 'Une fois approuvé, il apparaît sur notre site avec votre prénom et la date du trajet.',
  send: 'Envoyer mon avis',
  sending: 'Envoi…',
  chooseStars: 'Choisissez de 1 à 5 étoiles.',
  commentRequired: 'Écrivez quelques mots sur votre trajet.',
  commentUnsafe:
    'Veuillez supprimer de votre commentaire les caractères de contrôle ou de direction du texte invisibles.',
  thanks: 'Merci pour votre avis\u00a0!',
  thanksDetail: 'Il apparaîtra sur notre site dès que notre équipe l’aura approuvé.',
  rated: 'Vous avez déjà noté ce trajet. Merci\u00a0!',
  notCompleted: 'Vous pourrez noter votre trajet une fois celui-ci terminé.',
  invalid: 'Ce lien n’est pas valide. Utilisez le lien reçu par e-mail.',
  failed: 'Votre avis n’a pas pu être envoyé. Veuillez réessayer.',
};

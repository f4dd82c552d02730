import type { ChangeTexts } from './en';

export const changeFr: ChangeTexts = {
  title: 'Modifier votre réservation',
  intro:
    'Demandez une autre heure de prise en charge, un autre nombre de passagers ou de bagages, ou un autre numéro de vol. Nous confirmons chaque modification.',
  when: 'Date et heure de prise en charge (heure de Bruxelles)',
  whenRequired: 'Saisissez une date et une heure.',
  timeSkipped:
    'Cette heure n’existe pas à Bruxelles\u00a0: cette nuit-là, on avance l’heure de 02:00 à 03:00. Choisissez une autre heure.',
  passengers: 'Passagers',
  luggage: 'Bagages',
  flight: 'Numéro de vol ou de train',
  flightHint: 'Laissez vide s’il n’y en a pas.',
  submit: 'Demander cette modification',
  sending: 'Envoi…',
  nothing: 'Modifiez d’abord au moins un des champs.',
  sent: 'Votre demande a été envoyée. Nous y répondrons sous peu par e-mail.',
  tooLate_zero:
    'Les modifications ne sont plus possibles en ligne une fois l’heure de prise en charge arrivée. Appelez-nous\u00a0:',
  tooLate_one:
    'Les modifications ne sont plus possibles en ligne moins de {{count}} heure avant la prise en charge. Appelez-nous\u00a0:',
  tooLate_other:
    'Les modifications ne sont plus possibles en ligne moins de {{count}} heures avant la prise en charge. Appelez-nous\u00a0:',
  conflict: 'Cette demande n’a pas pu être envoyée\u00a0: {{detail}}',
  failed: 'Votre demande n’a pas pu être envoyée. Réessayez, ou appelez-nous au {{phone}}.',
  open: 'Votre demande de modification attend notre réponse.',
  withdraw: 'Retirer ma demande',
  priced:
    'Nous pouvons effectuer votre modification à un nouveau prix\u00a0: {{total}} au lieu de {{previous}}. Elle ne s’applique qu’une fois confirmée.',
  confirm: 'Confirmer le nouveau prix',
  keep: 'Garder ma réservation telle quelle',
  confirmed: 'Votre réservation a été modifiée.',
  kept: 'Votre réservation reste inchangée.',
  declined: 'Nous n’avons pas pu effectuer votre dernière demande de modification\u00a0: {{reason}}',
  expired:
    'Votre demande de modification a expiré à l’heure de prise en charge\u00a0: votre réservation reste inchangée.',
  asked: 'Votre demande\u00a0:',
  none: 'aucun',
  whenRefused:
    'Cette heure de prise en charge est trop proche ou déjà passée. Choisissez une heure plus tardive.',
  passengersRefused: 'Trop de passagers pour ce véhicule.',
  luggageRefused: 'Trop de bagages pour ce véhicule.',
  flightRefused: 'Vérifiez le numéro de vol ou de train.',
  range: 'Entre {{min}} et {{max}}.',
};

import type { ReceiptTexts } from './en';

export const receiptFr: ReceiptTexts = {
  title: 'Reçu',
  checking: 'Chargement de votre reçu…',
  reference: 'Référence',
  date: 'Date du trajet',
  customer: 'Client',
  from: 'Départ',
  to: 'Destination',
  roundTrip: 'Aller-retour',
  vehicle: 'Véhicule',
  distance: 'Distance',
  net: 'Montant hors TVA',
  vat: 'TVA {{rate}}\u00a0%',
  total: 'Total payé (TVA comprise)',
  vatNumber: 'Numéro de TVA',
  print: 'Imprimer',
  download: 'Télécharger le PDF',
  thanks: 'Merci d’avoir voyagé avec nous.',
  notCompleted: 'Le reçu est disponible une fois le trajet terminé.',
  invalid: 'Ce lien n’est pas valide. Utilisez le lien reçu par e-mail.',
  failed: 'Le reçu n’a pas pu être chargé. Veuillez réessayer plus tard.',
};

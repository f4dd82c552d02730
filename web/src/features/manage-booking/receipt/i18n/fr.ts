import { RECEIPT_TEXTS } from '@chauffeur/contracts';
import type { ReceiptTexts } from './en';

export const receiptFr: ReceiptTexts = {
  ...RECEIPT_TEXTS.fr,
  checking: 'Chargement de votre reçu…',
  print: 'Imprimer',
  download: 'Télécharger le PDF',
  notCompleted: 'Le reçu est disponible une fois le trajet terminé.',
  invalid: 'Ce lien n’est pas valide. Utilisez le lien reçu par e-mail.',
  failed: 'Le reçu n’a pas pu être chargé. Veuillez réessayer plus tard.',
};

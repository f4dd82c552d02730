import type { MyAccountTexts } from './my-account-en';

export const myAccountFr: MyAccountTexts = {
  bookings: {
    title: 'Mes réservations',
    loading: 'Chargement de vos réservations…',
    failed: 'Vos réservations n’ont pas pu être chargées. Veuillez réessayer plus tard.',
    retry: 'Réessayer',
    signIn: 'Connectez-vous pour voir vos réservations.',
    signInAction: 'Se connecter',
    upcoming: 'À venir',
    past: 'Passées et annulées',
    empty: 'Vous n’avez encore aucune réservation.',
    noUpcoming: 'Aucun trajet à venir.',
    book: 'Réserver un trajet',
    manage: 'Voir et gérer',
    reference: 'Référence {{reference}}',
    status: {
      pending: 'Demandée',
      confirmed: 'Confirmée',
      in_progress: 'En route',
      completed: 'Terminée',
      cancelled: 'Annulée',
      no_show: 'Client absent',
    },
  },
  notice: {
    text: 'Vérifiez votre adresse e-mail pour voir aussi les réservations faites avec elle sans être connecté.',
    resend: 'Renvoyer le lien',
    sending: 'Envoi…',
    sent: 'Nous vous avons envoyé un nouveau lien. Consultez vos e-mails.',
    tooSoon: 'Un lien vient d’être envoyé. Patientez un peu avant d’en demander un autre.',
    failed: 'Le lien n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  },
  verify: {
    title: 'Vérification de votre adresse e-mail',
    checking: 'Vérification de votre adresse…',
    done: 'Merci : {{email}} est vérifiée.',
    expired: 'Ce lien a expiré. Connectez-vous et demandez-en un nouveau dans Mes réservations.',
    invalid: 'Ce lien n’est pas valide. Connectez-vous et demandez-en un nouveau dans Mes réservations.',
    failed: 'Votre adresse n’a pas pu être vérifiée pour le moment. Veuillez réessayer plus tard.',
    toBookings: 'Voir mes réservations',
  },
};

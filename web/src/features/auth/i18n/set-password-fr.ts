import type { SetPasswordTexts } from './set-password-en';

export const setPasswordFr: SetPasswordTexts = {
  title: 'Choisissez votre mot de passe',
  checking: 'Vérification de votre lien…',
  intro:
    '{{name}}, vous avez reçu une invitation à rejoindre l’équipe {{role}}. Choisissez un mot de passe pour vous connecter.',
  password: 'Nouveau mot de passe',
  submit: 'Enregistrer et se connecter',
  saving: 'Enregistrement…',
  asRole: {
    admin: 'en tant qu’administrateur',
    dispatcher: 'en tant que répartiteur',
    driver: 'en tant que chauffeur',
  },
  link: {
    expired: 'Ce lien a expiré. Demandez-en un nouveau à la personne qui vous a envoyé l’invitation.',
    used: 'Ce lien a déjà été utilisé. Connectez-vous avec votre mot de passe.',
    invalid: 'Ce lien n’est pas valide. Demandez-en un nouveau à la personne qui vous a envoyé l’invitation.',
    failed: 'Le lien n’a pas pu être vérifié. Veuillez réessayer plus tard.',
  },
  reset: {
    title: 'Choisissez un nouveau mot de passe',
    intro:
      'Choisissez un nouveau mot de passe pour {{email}}. Chaque appareil connecté à ce compte sera déconnecté.',
    expired: 'Ce lien a expiré\u00a0: il fonctionne pendant une heure.',
    used: 'Ce lien a déjà été utilisé. Connectez-vous avec votre nouveau mot de passe, ou demandez un nouveau lien.',
    invalid:
      'Ce lien n’est plus valide\u00a0: un mot de passe plus récent a été choisi, ou le lien est incomplet.',
    failed: 'Le lien n’a pas pu être vérifié. Veuillez réessayer plus tard.',
    askAgain: 'Demander un nouveau lien',
  },
};

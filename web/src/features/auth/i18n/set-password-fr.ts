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
    invalid: "Ce lien n'est pas valide. Demandez-en un nouveau à la personne qui vous a envoyé l’invitation.",
    failed: "Le lien n'a pas pu être vérifié. Veuillez réessayer plus tard.",
  },
};

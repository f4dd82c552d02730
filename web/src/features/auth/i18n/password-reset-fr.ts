import type { PasswordResetTexts } from './password-reset-en';

export const passwordResetFr: PasswordResetTexts = {
  forgotLink: 'Mot de passe oublié ?',
  forgot: {
    title: 'Mot de passe oublié ?',
    intro:
      "Saisissez l'adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    email: 'E-mail',
    submit: 'Envoyez-moi un lien',
    sending: 'Envoi…',
    sent: 'Si cette adresse a un compte actif, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien fonctionne une seule fois, pendant une heure.',
    backToSignIn: 'Retour à la connexion',
  },
  link: {
    title: 'Choisissez un nouveau mot de passe',
    intro:
      'Choisissez un nouveau mot de passe pour {{email}}. Chaque appareil connecté à ce compte sera déconnecté.',
    expired: 'Ce lien a expiré\u00a0: il fonctionne pendant une heure.',
    used: 'Ce lien a déjà été utilisé. Connectez-vous avec votre nouveau mot de passe, ou demandez un nouveau lien.',
    invalid:
      "Ce lien n'est plus valide\u00a0: un mot de passe plus récent a été choisi, ou le lien est incomplet.",
    failed: "Le lien n'a pas pu être vérifié. Veuillez réessayer plus tard.",
    askAgain: 'Demander un nouveau lien',
  },
};

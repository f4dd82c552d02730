import type { PasswordResetTexts } from './password-reset-en';

export const passwordResetFr: PasswordResetTexts = {
  forgotLink: 'Mot de passe oublié\u00a0?',
  forgot: {
    title: 'Mot de passe oublié\u00a0?',
    intro:
      'Saisissez l’adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'E-mail',
    submit: 'Envoyez-moi un lien',
    sending: 'Envoi…',
    sent: 'Si cette adresse a un compte actif, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien fonctionne une seule fois, pendant une heure.',
    backToSignIn: 'Retour à la connexion',
  },
};

import { company, type LegalDocument } from './types';

export const privacyFr: LegalDocument = {
  title: 'Politique de confidentialité',
  intro: `Cette politique explique quelles données personnelles ${company.name} collecte lorsque vous utilisez ce site ou voyagez avec nous, pourquoi nous en avons besoin, combien de temps nous les conservons et comment exercer vos droits au titre du Règlement général sur la protection des données (RGPD).`,
  sections: [
    {
      heading: 'Qui est responsable de vos données',
      paragraphs: [
        `Le responsable du traitement est ${company.name}, ${company.address.fr}, numéro d’entreprise ${company.enterpriseNumber}. Pour toute question sur vos données, écrivez à ${company.privacyEmail}.`,
      ],
    },
    {
      heading: 'Ce que nous conservons',
      paragraphs: ['Nous ne collectons que ce qui est nécessaire pour vous conduire et vous répondre\u00a0:'],
      list: [
        'Réservations\u00a0: vos nom, numéro de téléphone et adresse e-mail, les adresses de prise en charge et de destination, la date et l’heure, le nombre de passagers et de bagages, le numéro de vol ou de train, le véhicule choisi et le prix.',
        'Formulaire de contact\u00a0: vos nom, adresse e-mail, numéro de téléphone et votre message.',
        'Newsletter\u00a0: votre adresse e-mail et la date de votre inscription.',
        'Comptes\u00a0: votre adresse e-mail, un mot de passe protégé (haché) et votre rôle.',
        'Données techniques\u00a0: journaux du serveur avec votre adresse IP et les pages demandées, pour la sécurité du service. Votre choix de langue est conservé dans votre propre navigateur (stockage local). Nous n’utilisons aucun cookie publicitaire ni de mesure d’audience.',
      ],
    },
    {
      heading: 'Pourquoi nous les utilisons',
      paragraphs: [
        'Les données de réservation servent à exécuter notre contrat avec vous (article 6, paragraphe 1, b) du RGPD)\u00a0: planifier le trajet, informer votre chauffeur et vous contacter à ce sujet. Les données de facturation sont conservées pour respecter nos obligations comptables légales (article 6, paragraphe 1, c)).',
        'Les messages de contact servent à vous répondre, dans notre intérêt légitime ou à votre demande avant un contrat (article 6, paragraphe 1, b) et f)). La newsletter n’est envoyée qu’avec votre consentement (article 6, paragraphe 1, a)), que vous pouvez retirer à tout moment par le lien présent dans chaque envoi. Les journaux du serveur servent notre intérêt légitime à sécuriser le service (article 6, paragraphe 1, f)).',
      ],
    },
    {
      heading: 'Combien de temps nous les conservons',
      paragraphs: ['Nous ne conservons pas les données personnelles plus longtemps que nécessaire\u00a0:'],
      list: [
        'Détails des trajets (adresses, numéros de vol, passagers)\u00a0: 24 mois après le trajet, puis effacés ou anonymisés.',
        'Factures et données qui y figurent\u00a0: 10 ans, comme le droit comptable belge l’exige.',
        'Messages de contact\u00a0: 12 mois après notre dernier échange.',
        'Newsletter\u00a0: jusqu’à votre désinscription.',
        'Comptes\u00a0: jusqu’à ce que vous nous demandiez de fermer le vôtre.',
        'Journaux du serveur\u00a0: 30 jours.',
      ],
    },
    {
      heading: 'Qui les reçoit',
      paragraphs: [
        'Seul le chauffeur de votre trajet voit les informations nécessaires pour vous conduire. Nos prestataires d’hébergement et d’e-mail traitent les données pour notre compte, sous contrat de sous-traitance, au sein de l’Espace économique européen. Nous ne vendons jamais vos données et ne les transférons pas hors de l’EEE.',
      ],
    },
    {
      heading: 'Vos droits et comment demander l’effacement',
      paragraphs: [
        `Vous pouvez demander l’accès à vos données, leur rectification ou leur effacement, la limitation de leur utilisation, une copie dans un format portable, et vous opposer à leur utilisation. Pour exercer un droit, écrivez à ${company.privacyEmail} depuis l’adresse utilisée avec nous, ou indiquez-nous comment vérifier que la demande émane de vous.`,
        'Nous répondons dans un délai d’un mois. Lorsque vous demandez l’effacement, nous supprimons ou anonymisons vos données dans nos réservations, messages et liste d’envoi\u00a0; les données que la loi nous oblige à conserver, comme les factures, sont mises à part et ne servent à rien d’autre jusqu’à la fin du délai légal.',
        'Si vous estimez que nous ne respectons pas vos droits, vous pouvez porter plainte auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (www.autoriteprotectiondonnees.be).',
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Les données circulent chiffrées (HTTPS), l’accès est limité au personnel qui en a besoin et chaque modification d’une réservation est enregistrée avec son auteur.',
      ],
    },
    {
      heading: 'Modifications de cette politique',
      paragraphs: ['Lorsque cette politique change, nous publions ici la nouvelle version avec sa date.'],
    },
  ],
};

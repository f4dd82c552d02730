import { company, contactEmail, type LegalDocument } from './types';

export const termsFr: LegalDocument = {
  title: 'Conditions générales d’utilisation',
  intro: `Ces conditions s’appliquent à tout trajet réservé auprès de ${company.name}, ${company.address.fr}, numéro d’entreprise ${company.enterpriseNumber}, en ligne, par téléphone ou par e-mail.`,
  sections: [
    {
      heading: 'Réservation et confirmation',
      paragraphs: [
        'Une réservation devient un contrat lorsque nous la confirmons par e-mail. Nous pouvons refuser une réservation, par exemple si aucun véhicule adapté n’est disponible\u00a0; vous ne payez alors rien. Vérifiez les adresses, la date, l’heure et le nombre de passagers dans la confirmation et signalez-nous aussitôt toute erreur.',
      ],
    },
    {
      heading: 'Prix',
      paragraphs: [
        'Le prix est fixé à la réservation\u00a0: la distance de l’itinéraire multipliée par le tarif au kilomètre du véhicule choisi, doublée pour un aller-retour. Il comprend la TVA, le carburant, les péages et le stationnement à la prise en charge. Les arrêts, détours ou attentes que vous demandez en cours de trajet sont facturés au tarif horaire du véhicule, et nous vous en informons avant.',
      ],
    },
    {
      heading: 'Paiement',
      paragraphs: [
        'Vous payez le chauffeur à la fin du trajet par carte, ou sur facture à 30 jours pour les comptes entreprises. Le paiement en ligne n’est pas proposé sur ce site.',
      ],
    },
    {
      heading: 'Annulation',
      paragraphs: [
        'Vous pouvez annuler sans frais jusqu’à 24 heures avant l’heure de prise en charge, par téléphone, par e-mail ou avec le lien de votre confirmation.',
      ],
      list: [
        'Moins de 24 heures avant la prise en charge\u00a0: 50\u00a0% du prix est dû.',
        'Absence, ou annulation après l’arrivée du chauffeur\u00a0: le prix entier est dû.',
        'Si nous devons annuler, vous ne payez rien et nous vous aidons à trouver une autre solution.',
      ],
    },
    {
      heading: 'Attente et retards',
      paragraphs: [
        'Pour les prises en charge à l’aéroport ou à la gare, nous suivons votre vol ou votre train\u00a0: l’attente due à son retard n’est jamais facturée, et votre chauffeur attend gratuitement 60 minutes après l’heure d’arrivée réelle. Pour les autres prises en charge, 15 minutes d’attente sont gratuites\u00a0; ensuite, l’attente est facturée par quart d’heure entamé.',
      ],
    },
    {
      heading: 'Passagers et bagages',
      paragraphs: [
        'Chaque véhicule transporte au maximum le nombre de passagers et de bagages indiqué. Les enfants voyagent dans un siège adapté, comme l’exige la loi belge\u00a0: demandez-le à la réservation, sans supplément. Il est interdit de fumer dans nos véhicules\u00a0; le nettoyage après salissure est facturé au prix coûtant.',
      ],
    },
    {
      heading: 'Nos engagements et notre responsabilité',
      paragraphs: [
        'Nos chauffeurs disposent des autorisations exigées par la loi belge et nos véhicules sont assurés pour chaque passager. Nous prévoyons de larges marges, mais ne sommes pas responsables des retards dus à des événements indépendants de notre volonté, tels qu’accidents, routes fermées, intempéries ou grèves. Les objets oubliés dans un véhicule sont conservés trois mois.',
      ],
    },
    {
      heading: 'Réclamations et litiges',
      paragraphs: [
        `Adressez toute réclamation à ${contactEmail} dans les 7 jours suivant le trajet\u00a0; nous répondons sous 14 jours. À défaut d’accord, les consommateurs peuvent s’adresser au Service de médiation pour le consommateur (www.mediationconsommateur.be). Le droit belge s’applique et les tribunaux de Bruxelles sont compétents, sans préjudice des droits que les consommateurs tiennent de la loi.`,
      ],
    },
    {
      heading: 'Données personnelles',
      paragraphs: [
        'La manière dont nous traitons vos données personnelles est décrite dans notre politique de confidentialité.',
      ],
    },
  ],
};

import type { ServiceFields } from '@chauffeur/contracts';
import { t } from './localized';

export const corporateAccounts: ServiceFields = {
  slug: 'corporate',
  icon: 'Building2',
  is_featured: false,
  image_url: '/images/services/corporate.svg',
  title: t('Corporate Accounts', 'Bedrijfsaccounts', 'Comptes entreprises', 'Firmenkunden'),
  short_description: t(
    'A dedicated account for companies, embassies and institutions: priority bookings, one monthly invoice, one contact.',
    'Een eigen account voor bedrijven, ambassades en instellingen: voorrang bij reservaties, één maandfactuur, één aanspreekpunt.',
    'Un compte dédié aux entreprises, ambassades et institutions\u00a0: réservations prioritaires, une facture mensuelle, un seul interlocuteur.',
    'Ein eigenes Konto für Unternehmen, Botschaften und Institutionen: bevorzugte Buchungen, eine Monatsrechnung, ein Ansprechpartner.',
  ),
  full_description: t(
    'Brussels is home to the European institutions, NATO, hundreds of embassies and many headquarters. Our corporate accounts give your assistants and travel managers a single point of contact who knows your guests, their preferences and your security requirements. We handle roadshows, delegation visits and summit weeks with a coordinated fleet, live status updates and reporting per cost centre.',
    'Brussel is de thuisbasis van de Europese instellingen, de NAVO, honderden ambassades en talrijke hoofdkantoren. Met onze bedrijfsaccounts krijgen uw assistenten en travelmanagers één aanspreekpunt dat uw gasten, hun voorkeuren en uw veiligheidseisen kent. We verzorgen roadshows, delegatiebezoeken en topweken met een gecoördineerde vloot, live statusupdates en rapportering per kostenplaats.',
    'Bruxelles accueille les institutions européennes, l’OTAN, des centaines d’ambassades et de nombreux sièges sociaux. Nos comptes entreprises offrent à vos assistants et travel managers un interlocuteur unique qui connaît vos invités, leurs préférences et vos exigences de sécurité. Nous gérons roadshows, visites de délégations et semaines de sommet avec une flotte coordonnée, un suivi en direct et un reporting par centre de coûts.',
    'Brüssel ist Sitz der EU-Institutionen, der NATO, Hunderter Botschaften und vieler Konzernzentralen. Mit unseren Firmenkonten erhalten Ihre Assistenz und Ihr Travel Management einen festen Ansprechpartner, der Ihre Gäste, deren Vorlieben und Ihre Sicherheitsanforderungen kennt. Wir betreuen Roadshows, Delegationsbesuche und Gipfelwochen mit koordinierter Flotte, Live-Statusmeldungen und Auswertungen pro Kostenstelle.',
  ),
  benefits: [
    t(
      'A dedicated account manager',
      'Een vaste accountmanager',
      'Un gestionnaire de compte dédié',
      'Ein persönlicher Account Manager',
    ),
    t(
      'Priority during summits and trade fairs',
      'Voorrang tijdens toppen en beurzen',
      'Priorité pendant les sommets et salons',
      'Vorrang bei Gipfeln und Messen',
    ),
    t(
      'Reporting per cost centre',
      'Rapportering per kostenplaats',
      'Reporting par centre de coûts',
      'Auswertung pro Kostenstelle',
    ),
  ],
  pricing_plans: [
    {
      name: t('Roadshow day', 'Roadshowdag', 'Journée roadshow', 'Roadshow-Tag'),
      price: 590,
      description: t(
        'Car and chauffeur for 10 hours, Benelux',
        'Wagen en chauffeur voor 10 uur, Benelux',
        'Voiture et chauffeur pendant 10 heures, Benelux',
        'Wagen und Chauffeur für 10 Stunden, Benelux',
      ),
    },
    {
      name: t('Delegation', 'Delegatie', 'Délégation', 'Delegation'),
      price: 1450,
      description: t(
        'Three coordinated vehicles for a full day',
        'Drie gecoördineerde voertuigen voor een volledige dag',
        'Trois véhicules coordonnés pour une journée complète',
        'Drei koordinierte Fahrzeuge für einen ganzen Tag',
      ),
    },
  ],
  features: [
    t(
      'Security-vetted chauffeurs',
      'Gescreende chauffeurs',
      'Chauffeurs soumis à une enquête de sécurité',
      'Sicherheitsüberprüfte Chauffeure',
    ),
    t('Monthly invoicing', 'Maandelijkse facturatie', 'Facturation mensuelle', 'Monatliche Abrechnung'),
    t(
      'Multilingual chauffeurs (EN, FR, NL, DE)',
      'Meertalige chauffeurs (EN, FR, NL, DE)',
      'Chauffeurs multilingues (EN, FR, NL, DE)',
      'Mehrsprachige Chauffeure (EN, FR, NL, DE)',
    ),
  ],
};

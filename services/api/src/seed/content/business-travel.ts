import type { ServiceFields } from '@chauffeur/contracts';
import { t } from './localized';

export const businessTravel: ServiceFields = {
  slug: 'business-travel',
  icon: 'Car',
  is_featured: true,
  image_url: '/images/services/business-travel.svg',
  title: t('Business Travel', 'Zakenreizen', 'Déplacements d’affaires', 'Geschäftsreisen'),
  short_description: t(
    'A discreet chauffeur for meetings across Brussels, the European Quarter and the Benelux, by the hour or by the day.',
    'Een discrete chauffeur voor afspraken in Brussel, de Europese wijk en de Benelux, per uur of per dag.',
    'Un chauffeur discret pour vos rendez-vous à Bruxelles, dans le quartier européen et au Benelux, à l’heure ou à la journée.',
    'Ein diskreter Chauffeur für Termine in Brüssel, im Europaviertel und im Benelux – stundenweise oder tageweise.',
  ),
  full_description: t(
    'From the Rue de la Loi to a board meeting in Antwerp or The Hague, we keep your day on schedule so you can work, call or rest between appointments. Our chauffeurs know the security procedures of the European institutions and embassies, sign confidentiality agreements and never discuss who they drive or where. Book a single transfer or keep a car and chauffeur at your disposal for the day; invoices are sent to your company with VAT itemised.',
    'Van de Wetstraat tot een raad van bestuur in Antwerpen of Den Haag: wij houden uw dag op schema, zodat u tussen afspraken kunt werken, bellen of rusten. Onze chauffeurs kennen de veiligheidsprocedures van de Europese instellingen en ambassades, ondertekenen een geheimhoudingsverklaring en spreken nooit over wie ze rijden of waarheen. Boek één rit of houd een wagen met chauffeur de hele dag ter beschikking; facturen gaan naar uw bedrijf, met btw apart vermeld.',
    'De la rue de la Loi à un conseil d’administration à Anvers ou à La Haye, nous tenons votre journée à l’heure pour que vous puissiez travailler, téléphoner ou vous reposer entre deux rendez-vous. Nos chauffeurs connaissent les procédures de sécurité des institutions européennes et des ambassades, signent un engagement de confidentialité et ne parlent jamais de leurs passagers ni de leurs destinations. Réservez un seul trajet ou gardez une voiture avec chauffeur à disposition toute la journée\u00a0; les factures sont adressées à votre société, TVA détaillée.',
    'Von der Rue de la Loi bis zur Vorstandssitzung in Antwerpen oder Den Haag halten wir Ihren Tag im Zeitplan, damit Sie zwischen Terminen arbeiten, telefonieren oder sich ausruhen können. Unsere Chauffeure kennen die Sicherheitsabläufe der EU-Institutionen und Botschaften, unterzeichnen eine Verschwiegenheitserklärung und sprechen nie darüber, wen sie wohin fahren. Buchen Sie eine einzelne Fahrt oder behalten Sie Wagen und Chauffeur den ganzen Tag zur Verfügung; die Rechnung geht mit ausgewiesener MwSt. an Ihr Unternehmen.',
  ),
  benefits: [
    t(
      'Chauffeurs bound by confidentiality',
      'Chauffeurs gebonden aan geheimhouding',
      'Chauffeurs tenus à la confidentialité',
      'Chauffeure mit Verschwiegenheitspflicht',
    ),
    t(
      'A quiet cabin to work or take calls',
      'Een stille cabine om te werken of te bellen',
      'Un habitacle silencieux pour travailler ou téléphoner',
      'Ein ruhiger Innenraum zum Arbeiten oder Telefonieren',
    ),
    t(
      'One invoice per month for your company',
      'Eén maandfactuur voor uw bedrijf',
      'Une facture mensuelle pour votre société',
      'Eine Monatsrechnung für Ihr Unternehmen',
    ),
    t(
      'Changes to your schedule handled on the move',
      'Wijzigingen in uw agenda onderweg opgevangen',
      'Changements d’agenda gérés en route',
      'Terminänderungen unterwegs berücksichtigt',
    ),
  ],
  pricing_plans: [
    {
      name: t('Hourly', 'Per uur', 'À l’heure', 'Stundenweise'),
      price: 75,
      description: t(
        'Per hour, minimum 3 hours, within the Brussels Region',
        'Per uur, minimaal 3 uur, binnen het Brussels Gewest',
        'Par heure, 3 heures minimum, dans la Région bruxelloise',
        'Pro Stunde, mindestens 3 Stunden, innerhalb der Region Brüssel',
      ),
    },
    {
      name: t('Half day', 'Halve dag', 'Demi-journée', 'Halber Tag'),
      price: 290,
      description: t(
        'Up to 4 hours and 80 km',
        'Tot 4 uur en 80 km',
        'Jusqu’à 4 heures et 80 km',
        'Bis zu 4 Stunden und 80 km',
      ),
    },
    {
      name: t('Full day', 'Volledige dag', 'Journée complète', 'Ganzer Tag'),
      price: 540,
      description: t(
        'Up to 9 hours and 200 km, Benelux included',
        'Tot 9 uur en 200 km, Benelux inbegrepen',
        'Jusqu’à 9 heures et 200 km, Benelux compris',
        'Bis zu 9 Stunden und 200 km, Benelux inklusive',
      ),
    },
  ],
  features: [
    t(
      'Executive sedans and vans',
      'Zakelijke sedans en vans',
      'Berlines et vans de direction',
      'Business-Limousinen und Vans',
    ),
    t(
      'Daily newspapers on request',
      'Dagbladen op aanvraag',
      'Journaux du jour sur demande',
      'Tageszeitungen auf Wunsch',
    ),
    t(
      'Wi-Fi and power outlets',
      'Wifi en stopcontacten',
      'Wi-Fi et prises électriques',
      'WLAN und Steckdosen',
    ),
    t(
      'Invoices with VAT itemised',
      'Facturen met btw apart vermeld',
      'Factures avec TVA détaillée',
      'Rechnungen mit ausgewiesener MwSt.',
    ),
  ],
};

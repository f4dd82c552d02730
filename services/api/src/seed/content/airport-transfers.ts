import type { ServiceFields } from '@chauffeur/contracts';
import { t } from './localized';
import { DEMO_ZONE_IDS } from '../demo-fares';

export const airportTransfers: ServiceFields = {
  slug: 'airport-transfers',
  icon: 'Plane',
  is_featured: true,
  image_url: '/images/services/airport-transfers.svg',
  title: t('Airport Transfers', 'Luchthaventransfers', 'Transferts aéroport', 'Flughafentransfers'),
  short_description: t(
    'Punctual transfers to and from Brussels Airport, Charleroi and the Eurostar, with your flight tracked and your chauffeur waiting at arrivals.',
    'Stipte transfers van en naar Brussels Airport, Charleroi en de Eurostar, met opvolging van uw vlucht en een chauffeur die u in de aankomsthal opwacht.',
    'Des transferts ponctuels vers et depuis Brussels Airport, Charleroi et l’Eurostar, avec suivi de votre vol et un chauffeur qui vous attend dans le hall des arrivées.',
    'Pünktliche Transfers von und zum Brussels Airport, nach Charleroi und zum Eurostar – mit Flugverfolgung und einem Chauffeur, der Sie in der Ankunftshalle erwartet.',
  ),
  full_description: t(
    'Whether you land at Zaventem after a long-haul flight or catch the first Eurostar from Brussels-Midi, your chauffeur follows your journey in real time and adjusts to delays at no extra cost. We meet you in the arrivals hall with a name board, take care of your luggage and drive you in a quiet, immaculate vehicle with water, Wi-Fi and phone chargers on board. Departures are planned with a comfortable margin for traffic on the Ring, so you arrive relaxed rather than rushed.',
    'Of u nu na een lange vlucht in Zaventem landt of de eerste Eurostar vanuit Brussel-Zuid neemt: uw chauffeur volgt uw reis in real time en past zich zonder meerkosten aan bij vertraging. We wachten u op in de aankomsthal met een naambord, zorgen voor uw bagage en rijden u in een stil, onberispelijk voertuig met water, wifi en telefoonladers aan boord. Vertrekken plannen we met een ruime marge voor het verkeer op de Ring, zodat u ontspannen aankomt in plaats van gehaast.',
    'Que vous atterrissiez à Zaventem après un long-courrier ou que vous preniez le premier Eurostar à Bruxelles-Midi, votre chauffeur suit votre voyage en temps réel et s’adapte aux retards sans supplément. Nous vous accueillons dans le hall des arrivées avec une pancarte à votre nom, prenons en charge vos bagages et vous conduisons dans un véhicule silencieux et impeccable, avec eau, Wi-Fi et chargeurs à bord. Les départs sont planifiés avec une marge confortable pour la circulation sur le Ring\u00a0: vous arrivez détendu, jamais pressé.',
    'Ob Sie nach einem Langstreckenflug in Zaventem landen oder den ersten Eurostar ab Brüssel-Süd nehmen: Ihr Chauffeur verfolgt Ihre Reise in Echtzeit und passt sich Verspätungen ohne Aufpreis an. Wir empfangen Sie mit Namensschild in der Ankunftshalle, kümmern uns um Ihr Gepäck und fahren Sie in einem leisen, makellosen Fahrzeug mit Wasser, WLAN und Ladekabeln an Bord. Abfahrten planen wir mit großzügigem Puffer für den Verkehr auf dem Ring – so kommen Sie entspannt statt gehetzt an.',
  ),
  benefits: [
    t(
      'Flight tracking and free waiting time on delays',
      'Vluchtopvolging en gratis wachttijd bij vertraging',
      'Suivi de vol et attente gratuite en cas de retard',
      'Flugverfolgung und kostenlose Wartezeit bei Verspätung',
    ),
    t(
      'Meet and greet in the arrivals hall',
      'Persoonlijk onthaal in de aankomsthal',
      'Accueil personnalisé dans le hall des arrivées',
      'Persönlicher Empfang in der Ankunftshalle',
    ),
    t(
      'Fixed price agreed before you travel',
      'Vaste prijs, vooraf afgesproken',
      'Prix fixe convenu avant le départ',
      'Festpreis, vor der Fahrt vereinbart',
    ),
    t(
      'Free cancellation up to 24 hours before pickup',
      'Gratis annuleren tot 24 uur voor vertrek',
      'Annulation gratuite jusqu’à 24 heures avant la prise en charge',
      'Kostenlose Stornierung bis 24 Stunden vor Abholung',
    ),
  ],
  pricing_plans: [
    {
      name: t(
        'Brussels Airport (BRU)',
        'Brussels Airport (BRU)',
        'Brussels Airport (BRU)',
        'Brussels Airport (BRU)',
      ),
      // The price is the fare table's (the wizard's quote for the same trip), not written here.
      route: { zone_ids: [DEMO_ZONE_IDS.brusselsCentre, DEMO_ZONE_IDS.brusselsAirport] },
      description: t(
        'From central Brussels, up to 3 passengers',
        'Vanuit het centrum van Brussel, tot 3 passagiers',
        'Depuis le centre de Bruxelles, jusqu’à 3 passagers',
        'Ab Brüssel Zentrum, bis zu 3 Fahrgäste',
      ),
    },
    {
      name: t(
        'Charleroi Airport (CRL)',
        'Charleroi Airport (CRL)',
        'Aéroport de Charleroi (CRL)',
        'Flughafen Charleroi (CRL)',
      ),
      route: { zone_ids: [DEMO_ZONE_IDS.brusselsCentre, DEMO_ZONE_IDS.charleroiAirport] },
      description: t(
        'From central Brussels, up to 3 passengers',
        'Vanuit het centrum van Brussel, tot 3 passagiers',
        'Depuis le centre de Bruxelles, jusqu’à 3 passagers',
        'Ab Brüssel Zentrum, bis zu 3 Fahrgäste',
      ),
    },
    {
      name: t(
        'Eurostar, Brussels-Midi',
        'Eurostar, Brussel-Zuid',
        'Eurostar, Bruxelles-Midi',
        'Eurostar, Brüssel-Süd',
      ),
      route: { zone_ids: [DEMO_ZONE_IDS.brusselsRegion, DEMO_ZONE_IDS.brusselsMidi] },
      description: t(
        'Within the Brussels Region, any time of day',
        'Binnen het Brussels Gewest, op elk uur',
        'Dans la Région bruxelloise, à toute heure',
        'Innerhalb der Region Brüssel, zu jeder Tageszeit',
      ),
    },
  ],
  features: [
    t(
      'Name board greeting',
      'Onthaal met naambord',
      'Accueil avec pancarte nominative',
      'Empfang mit Namensschild',
    ),
    t(
      'Child seats on request',
      'Kinderzitjes op aanvraag',
      'Sièges enfant sur demande',
      'Kindersitze auf Anfrage',
    ),
    t(
      'Wi-Fi, water and chargers on board',
      'Wifi, water en laders aan boord',
      'Wi-Fi, eau et chargeurs à bord',
      'WLAN, Wasser und Ladekabel an Bord',
    ),
    t(
      'Luggage handled for you',
      'Wij dragen uw bagage',
      'Prise en charge de vos bagages',
      'Wir kümmern uns um Ihr Gepäck',
    ),
  ],
};

import type { ServiceFields } from '@chauffeur/contracts';
import { t } from './localized';

export const weddingsAndEvents: ServiceFields = {
  slug: 'events',
  icon: 'PartyPopper',
  is_featured: true,
  image_url: '/images/services/events.svg',
  title: t('Weddings & Events', 'Huwelijken & evenementen', 'Mariages & événements', 'Hochzeiten & Events'),
  short_description: t(
    'Chauffeured cars for weddings, galas and private celebrations, choreographed to the minute with your planner.',
    "Wagens met chauffeur voor huwelijken, gala's en privéfeesten, tot op de minuut afgestemd met uw planner.",
    'Voitures avec chauffeur pour mariages, galas et fêtes privées, réglées à la minute près avec votre organisateur.',
    'Fahrzeuge mit Chauffeur für Hochzeiten, Galas und private Feiern – minutengenau mit Ihrem Planer abgestimmt.',
  ),
  full_description: t(
    'On your wedding day, the car is part of the picture. We decorate it in your colours, coordinate timings with your planner and photographer, and keep a second vehicle on standby for family and guests. For galas at the Royal Palace, concerts at Bozar or private dinners in a château, we run shuttles between hotels and venues so every guest arrives on time and leaves whenever they wish.',
    "Op uw trouwdag hoort de wagen bij het plaatje. We versieren hem in uw kleuren, stemmen de timing af met uw planner en fotograaf, en houden een tweede voertuig klaar voor familie en gasten. Voor gala's in het Koninklijk Paleis, concerten in Bozar of privédiners in een kasteel rijden we pendeldiensten tussen hotels en locaties, zodat elke gast op tijd aankomt en vertrekt wanneer hij wil.",
    'Le jour de votre mariage, la voiture fait partie du tableau. Nous la décorons à vos couleurs, coordonnons les horaires avec votre organisateur et votre photographe, et gardons un second véhicule disponible pour la famille et les invités. Pour les galas au Palais royal, les concerts à Bozar ou les dîners privés dans un château, nous assurons des navettes entre hôtels et lieux de réception\u00a0: chaque invité arrive à l’heure et repart quand il le souhaite.',
    'Am Hochzeitstag gehört das Auto zum Bild. Wir schmücken es in Ihren Farben, stimmen die Zeiten mit Planer und Fotograf ab und halten ein zweites Fahrzeug für Familie und Gäste bereit. Für Galas im Königspalast, Konzerte im Bozar oder private Dinner in einem Schloss fahren wir Shuttles zwischen Hotels und Veranstaltungsorten, damit jeder Gast pünktlich ankommt und geht, wann er möchte.',
  ),
  benefits: [
    t(
      'Vehicle decorated in your colours',
      'Wagen versierd in uw kleuren',
      'Véhicule décoré à vos couleurs',
      'Fahrzeug in Ihren Farben geschmückt',
    ),
    t(
      'Timings agreed with your planner',
      'Timing afgestemd met uw planner',
      'Horaires convenus avec votre organisateur',
      'Zeitplan mit Ihrem Planer abgestimmt',
    ),
    t(
      'Guest shuttles between hotel and venue',
      'Pendeldienst voor gasten tussen hotel en locatie',
      'Navettes entre hôtel et lieu de réception',
      'Gäste-Shuttles zwischen Hotel und Location',
    ),
    t(
      'A standby vehicle for the unexpected',
      'Een reservewagen voor het onverwachte',
      'Un véhicule de réserve pour l’imprévu',
      'Ein Ersatzfahrzeug für Unvorhergesehenes',
    ),
  ],
  pricing_plans: [
    {
      name: t('Wedding', 'Huwelijk', 'Mariage', 'Hochzeit'),
      price: 650,
      description: t(
        'Bridal car with chauffeur for up to 6 hours',
        'Bruidswagen met chauffeur tot 6 uur',
        'Voiture des mariés avec chauffeur jusqu’à 6 heures',
        'Brautauto mit Chauffeur für bis zu 6 Stunden',
      ),
    },
    {
      name: t('Gala evening', 'Gala-avond', 'Soirée de gala', 'Galaabend'),
      price: 420,
      description: t(
        'Arrival, waiting and return, up to 5 hours',
        'Aankomst, wachttijd en terugrit, tot 5 uur',
        'Arrivée, attente et retour, jusqu’à 5 heures',
        'Anfahrt, Wartezeit und Rückfahrt, bis zu 5 Stunden',
      ),
    },
    {
      name: t('Guest shuttle', 'Gastenpendel', 'Navette invités', 'Gäste-Shuttle'),
      price: 95,
      description: t(
        'Per hour and per van of up to 7 guests',
        'Per uur en per van tot 7 gasten',
        'Par heure et par van jusqu’à 7 invités',
        'Pro Stunde und Van mit bis zu 7 Gästen',
      ),
    },
  ],
  features: [
    t('Ribbons and flowers', 'Linten en bloemen', 'Rubans et fleurs', 'Bänder und Blumen'),
    t('Champagne on request', 'Champagne op aanvraag', 'Champagne sur demande', 'Champagner auf Wunsch'),
    t(
      'Chauffeurs in formal attire',
      'Chauffeurs in formele kledij',
      'Chauffeurs en tenue de cérémonie',
      'Chauffeure in formeller Kleidung',
    ),
  ],
};

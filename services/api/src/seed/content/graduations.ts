import type { ServiceFields } from '@chauffeur/contracts';
import { t } from './localized';

export const graduations: ServiceFields = {
  slug: 'graduations',
  icon: 'GraduationCap',
  is_featured: false,
  image_url: '/images/services/graduations.svg',
  title: t(
    'Graduations & Proms',
    'Proclamaties & galabals',
    'Remises de diplômes & bals',
    'Abschlussfeiern & Abibälle',
  ),
  short_description: t(
    'Make the day they graduate unforgettable: an elegant arrival at the ceremony, the dinner and the ball.',
    'Maak de proclamatie onvergetelijk: een elegante aankomst op de plechtigheid, het diner en het bal.',
    'Rendez la remise de diplôme inoubliable\u00a0: une arrivée élégante à la cérémonie, au dîner et au bal.',
    'Machen Sie den Abschluss unvergesslich: ein eleganter Auftritt bei Zeremonie, Dinner und Ball.',
  ),
  full_description: t(
    'A graduation is a milestone for the whole family. We drive graduates and their guests from home to the ceremony at ULB, VUB, UCLouvain or KU Leuven, wait during the reception and take everyone on to dinner. For proms and graduation balls, parents can rely on a sober, professional chauffeur who brings young guests home safely at the agreed hour, with a message to you when they are dropped off.',
    'Een proclamatie is een mijlpaal voor het hele gezin. We rijden afgestudeerden en hun gasten van thuis naar de plechtigheid aan de ULB, VUB, UCLouvain of KU Leuven, wachten tijdens de receptie en brengen iedereen naar het diner. Voor galabals kunnen ouders rekenen op een nuchtere, professionele chauffeur die jonge gasten op het afgesproken uur veilig thuisbrengt, met een bericht aan u zodra ze afgezet zijn.',
    'Une remise de diplôme est une étape pour toute la famille. Nous conduisons les diplômés et leurs invités de la maison à la cérémonie à l’ULB, la VUB, l’UCLouvain ou la KU Leuven, attendons pendant la réception et emmenons tout le monde au dîner. Pour les bals, les parents peuvent compter sur un chauffeur sobre et professionnel qui ramène les jeunes en toute sécurité à l’heure convenue, avec un message dès qu’ils sont déposés.',
    'Ein Studienabschluss ist ein Meilenstein für die ganze Familie. Wir fahren Absolventen und ihre Gäste von zu Hause zur Zeremonie an der ULB, VUB, UCLouvain oder KU Leuven, warten während des Empfangs und bringen alle weiter zum Dinner. Bei Abschlussbällen verlassen sich Eltern auf einen nüchternen, professionellen Chauffeur, der junge Gäste zur vereinbarten Zeit sicher nach Hause bringt – mit einer Nachricht an Sie, sobald sie angekommen sind.',
  ),
  benefits: [
    t(
      'Photos with the car on arrival',
      "Foto's bij de wagen bij aankomst",
      'Photos avec la voiture à l’arrivée',
      'Fotos mit dem Wagen bei der Ankunft',
    ),
    t(
      'Safe ride home at the agreed time',
      'Veilig naar huis op het afgesproken uur',
      'Retour en sécurité à l’heure convenue',
      'Sichere Heimfahrt zur vereinbarten Zeit',
    ),
    t(
      'Parents informed at each drop-off',
      'Ouders op de hoogte bij elke afzet',
      'Parents informés à chaque dépose',
      'Eltern bei jeder Ankunft informiert',
    ),
  ],
  pricing_plans: [
    {
      name: t('Ceremony', 'Plechtigheid', 'Cérémonie', 'Zeremonie'),
      price: 180,
      description: t(
        'Return trip and up to 3 hours of waiting',
        'Heen en terug en tot 3 uur wachttijd',
        'Aller-retour et jusqu’à 3 heures d’attente',
        'Hin- und Rückfahrt und bis zu 3 Stunden Wartezeit',
      ),
    },
    {
      name: t('Prom night', 'Galabal', 'Soirée de bal', 'Ballnacht'),
      price: 260,
      description: t(
        'Pickup, ball and drop-offs home until 2 a.m.',
        "Ophalen, bal en thuisbrengen tot 2 uur 's nachts",
        'Prise en charge, bal et retours à domicile jusqu’à 2 h',
        'Abholung, Ball und Heimfahrten bis 2 Uhr nachts',
      ),
    },
  ],
  features: [
    t(
      'Red carpet on request',
      'Rode loper op aanvraag',
      'Tapis rouge sur demande',
      'Roter Teppich auf Wunsch',
    ),
    t(
      'Chilled soft drinks on board',
      'Gekoelde frisdranken aan boord',
      'Boissons fraîches sans alcool à bord',
      'Gekühlte alkoholfreie Getränke an Bord',
    ),
    t(
      'Vans for up to 7 guests',
      'Vans voor maximaal 7 gasten',
      'Vans jusqu’à 7 invités',
      'Vans für bis zu 7 Gäste',
    ),
  ],
};

import type { ReviewFields } from '@chauffeur/contracts';

/**
 * Client reviews, each in the words and language its client wrote it in (a Brussels company hears from
 * clients in French, Dutch, English and German); `daysAgo` dates them relative to the day of seeding so a
 * new install looks current.
 */
export const DEMO_REVIEWS: (Omit<ReviewFields, 'date'> & {
  id: string;
  daysAgo: number;
  approved: boolean;
})[] = [
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f01',
    name: 'Sophie Laurent',
    rating: 5,
    comment:
      'Notre vol de New York a atterri avec deux heures de retard et Marc nous attendait toujours aux arrivées, avec le sourire et de l’eau fraîche. La Classe S était impeccable. Pour Zaventem, nous ne voyageons plus autrement.',
    language: 'fr',
    daysAgo: 6,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f02',
    name: 'Pieter Vandenberghe',
    rating: 5,
    comment:
      'We boekten een volledige dag voor een delegatiebezoek aan de Europese wijk. Drie wagens, perfect gecoördineerd, en de chauffeurs kenden elke veiligheidscontrole. Onberispelijk.',
    language: 'nl',
    daysAgo: 15,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f03',
    name: 'Isabelle Dubois',
    rating: 5,
    comment:
      'La voiture de notre mariage était décorée exactement à nos couleurs et le timing avec le photographe était parfait. Merci d’avoir rendu cette journée si sereine.',
    language: 'fr',
    daysAgo: 27,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f04',
    name: 'James Whitfield',
    rating: 4,
    comment:
      'Very professional service for a week of meetings in Brussels and Antwerp. The Wi-Fi on board let me work between appointments. One pickup was five minutes early rather than on time, which I did not mind.',
    language: 'en',
    daysAgo: 41,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f05',
    name: 'Katrin Müller',
    rating: 5,
    comment:
      'Diskret, pünktlich und wirklich herzlich. Unser Chauffeur hat mit meinen Eltern den ganzen Weg bis Brügge Deutsch gesprochen.',
    language: 'de',
    daysAgo: 58,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f06',
    name: 'Amélie Renard',
    rating: 5,
    comment:
      'Ils ont conduit notre fille et ses amies à leur bal de fin d’études et les ont ramenées à 2 h du matin. Un message à chaque dépose\u00a0: des parents ne peuvent rêver mieux.',
    language: 'fr',
    daysAgo: 73,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f07',
    name: 'Thomas De Smet',
    rating: 4,
    comment:
      'Elke maandag betrouwbaar en vroeg naar de Eurostar. Propere wagen, rustige chauffeur, eerlijke vaste prijs.',
    language: 'nl',
    daysAgo: 96,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f08',
    name: 'Marco Rossi',
    rating: 3,
    comment: 'Good car, but I had to call to confirm the pickup time the evening before.',
    language: 'en',
    daysAgo: 3,
    approved: false,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f09',
    name: 'Lena Janssens',
    rating: 5,
    comment: 'Uitstekend zoals altijd, bedankt.',
    language: 'nl',
    daysAgo: 1,
    approved: false,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f10',
    name: 'Hugo Lambert',
    rating: 2,
    comment: 'Le chauffeur a pris le Ring au lieu de traverser la ville, le trajet a paru plus long.',
    language: 'fr',
    daysAgo: 10,
    approved: false,
  },
];

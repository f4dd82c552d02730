import type { ReviewFields } from '@chauffeur/contracts';

/** Client reviews; `daysAgo` dates them relative to the day of seeding so a new install looks current. */
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
      'Our flight from New York landed two hours late and Marc was still waiting at arrivals with a smile and cold water. The S-Class was spotless. This is now the only way we travel to Zaventem.',
    daysAgo: 6,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f02',
    name: 'Pieter Vandenberghe',
    rating: 5,
    comment:
      'We booked a full day for a delegation visit to the European Quarter. Three cars, perfectly coordinated, and the chauffeurs knew every security checkpoint. Impeccable.',
    daysAgo: 15,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f03',
    name: 'Isabelle Dubois',
    rating: 5,
    comment:
      'The car for our wedding was decorated exactly in our colours and the timing with the photographer was perfect. Thank you for making the day so calm.',
    daysAgo: 27,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f04',
    name: 'James Whitfield',
    rating: 4,
    comment:
      'Very professional service for a week of meetings in Brussels and Antwerp. The Wi-Fi on board let me work between appointments. One pickup was five minutes early rather than on time, which I did not mind.',
    daysAgo: 41,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f05',
    name: 'Katrin Müller',
    rating: 5,
    comment:
      'Discreet, punctual and genuinely kind. Our chauffeur spoke German with my parents all the way to Bruges.',
    daysAgo: 58,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f06',
    name: 'Amélie Renard',
    rating: 5,
    comment:
      'They drove our daughter and her friends to their graduation ball and home again at 2 a.m. We received a message at each drop-off. Parents could not ask for more.',
    daysAgo: 73,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f07',
    name: 'Thomas De Smet',
    rating: 4,
    comment:
      'Reliable early-morning Eurostar transfers every Monday. Clean car, quiet driver, fair fixed price.',
    daysAgo: 96,
    approved: true,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f08',
    name: 'Marco Rossi',
    rating: 3,
    comment: 'Good car, but I had to call to confirm the pickup time the evening before.',
    daysAgo: 3,
    approved: false,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f09',
    name: 'Lena Janssens',
    rating: 5,
    comment: 'Excellent as always, thank you.',
    daysAgo: 1,
    approved: false,
  },
  {
    id: '6d1e9b20-4c8f-4e32-8a71-2b3c4d5e6f10',
    name: 'Hugo Lambert',
    rating: 2,
    comment: 'The driver took the Ring instead of going through the city, which felt longer.',
    daysAgo: 10,
    approved: false,
  },
];

import { company, contactEmail, type LegalDocument } from './types';

export const termsEn: LegalDocument = {
  title: 'Terms of Service',
  intro: `These terms apply to every ride booked with ${company.name}, ${company.address.en}, enterprise number ${company.enterpriseNumber}, online, by phone or by email.`,
  sections: [
    {
      heading: 'Booking and confirmation',
      paragraphs: [
        'A booking becomes a contract when we confirm it by email. We may decline a booking, for example when no suitable vehicle is available; you then pay nothing. Please check the addresses, date, time and number of passengers in the confirmation and tell us at once if anything is wrong.',
      ],
    },
    {
      heading: 'Prices',
      paragraphs: [
        'The price is fixed when you book: the route distance multiplied by the rate per kilometre of the vehicle chosen, doubled for a round trip. It includes VAT, fuel, tolls and parking at pickup. Extra stops, detours or waiting that you ask for during the ride are charged at the hourly rate of the vehicle, and we tell you before.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'You pay the chauffeur at the end of the ride by card, or on invoice within 30 days for corporate accounts. Online payment is not offered on this website.',
      ],
    },
    {
      heading: 'Cancellation',
      paragraphs: [
        'You may cancel free of charge up to 24 hours before the pickup time, by phone, by email or with the link in your confirmation.',
      ],
      list: [
        'Less than 24 hours before pickup: 50% of the price is due.',
        'No-show, or cancellation after the chauffeur has arrived: the full price is due.',
        'If we have to cancel, you pay nothing and we help you find another solution.',
      ],
    },
    {
      heading: 'Waiting time and delays',
      paragraphs: [
        'For airport and station pickups we follow your flight or train: waiting caused by its delay is never charged, and your chauffeur waits 60 minutes free after the actual arrival time. For other pickups, 15 minutes of waiting are free; after that, waiting is charged per started quarter of an hour.',
      ],
    },
    {
      heading: 'Passengers and luggage',
      paragraphs: [
        'Each vehicle carries at most the passengers and luggage shown for it. Children travel in a suitable child seat, as Belgian law requires: ask for one when you book, at no extra cost. Smoking is not allowed in our vehicles; cleaning after soiling is charged at cost.',
      ],
    },
    {
      heading: 'Our commitments and liability',
      paragraphs: [
        'Our chauffeurs hold the licences Belgian law requires and our vehicles are insured for every passenger. We plan generous margins, but we are not liable for delays caused by events beyond our control, such as accidents, closed roads, severe weather or strikes. Items left in a vehicle are kept for three months.',
      ],
    },
    {
      heading: 'Complaints and disputes',
      paragraphs: [
        `Please send any complaint to ${contactEmail} within 7 days of the ride; we answer within 14 days. If we cannot agree, consumers may turn to the Consumer Mediation Service (www.mediationconsommateur.be). Belgian law applies and the courts of Brussels have jurisdiction, without prejudice to the rights consumers hold under the law.`,
      ],
    },
    {
      heading: 'Personal data',
      paragraphs: ['How we handle your personal data is explained in our Privacy Policy.'],
    },
  ],
};

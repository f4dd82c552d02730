import { company, type LegalDocument } from './types';

export const privacyEn: LegalDocument = {
  title: 'Privacy Policy',
  intro: `This policy explains which personal data ${company.name} collects when you use this website or travel with us, why we need it, how long we keep it and how you can exercise your rights under the General Data Protection Regulation (GDPR).`,
  sections: [
    {
      heading: 'Who is responsible for your data',
      paragraphs: [
        `The data controller is ${company.name}, ${company.address.en}, enterprise number ${company.enterpriseNumber}. For any question about your data, write to ${company.privacyEmail}.`,
      ],
    },
    {
      heading: 'What we store',
      paragraphs: ['We only collect what we need to drive you and to answer you:'],
      list: [
        'Bookings: your name, phone number and email address, pickup and destination addresses, date and time, number of passengers and pieces of luggage, flight or train number, the vehicle chosen and the price.',
        'Contact form: your name, email address, phone number and your message.',
        'Newsletter: your email address and the date you subscribed.',
        'Accounts: your email address, a protected (hashed) password and your role.',
        'Technical data: server logs with your IP address and the pages requested, to keep the service secure. Your language choice is kept in your own browser (local storage). We use no advertising or analytics cookies.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'We use booking data to perform our contract with you (Article 6(1)(b) GDPR): planning the ride, informing your chauffeur and contacting you about it. Invoicing data is kept to meet our legal accounting obligations (Article 6(1)(c)).',
        'We use contact messages to answer you, in our legitimate interest or at your request before a contract (Article 6(1)(b) and (f)). The newsletter is sent only with your consent (Article 6(1)(a)), which you can withdraw at any time with the link in every issue. Server logs serve our legitimate interest in keeping the service secure (Article 6(1)(f)).',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: ['We keep personal data no longer than needed:'],
      list: [
        'Ride details (addresses, flight numbers, passenger details): 24 months after the ride, then erased or anonymised.',
        'Invoices and the data on them: 10 years, as Belgian accounting law requires.',
        'Contact messages: 12 months after our last exchange.',
        'Newsletter: until you unsubscribe.',
        'Accounts: until you ask us to close yours.',
        'Server logs: 30 days.',
      ],
    },
    {
      heading: 'Who receives it',
      paragraphs: [
        'Only the chauffeur assigned to your ride sees the details needed to drive you. Our hosting and email providers process data on our behalf under data processing agreements, within the European Economic Area. We never sell your data and do not transfer it outside the EEA.',
      ],
    },
    {
      heading: 'Your rights and how to ask for erasure',
      paragraphs: [
        `You may ask for access to your data, its correction or erasure, a restriction of its use, a copy in a portable format, and you may object to its use. To exercise a right, write to ${company.privacyEmail} from the address you used with us, or tell us how to verify that the request is yours.`,
        'We answer within one month. When you ask for erasure, we delete or anonymise your data in our bookings, messages and mailing list; data we must keep by law, such as invoices, is set aside and used for nothing else until the legal period ends.',
        'If you believe we do not respect your rights, you may complain to the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels (www.dataprotectionauthority.be).',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Data travels encrypted (HTTPS), access is limited to the staff who need it, and every change to a booking is recorded with who made it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: ['When this policy changes, we publish the new version here with its date.'],
    },
  ],
};

import type { Translation } from './en';

export const nl: Translation = {
  brand: {
    name: 'Brussels Private Chauffeur',
    city: 'Brussels',
    line: 'Private Chauffeur',
    homeLink: 'Brussels Private Chauffeur, startpagina',
  },
  nav: {
    main: 'Hoofdnavigatie',
    home: 'Home',
    services: 'Diensten',
    fleet: 'Wagenpark',
    about: 'Over ons',
    blog: 'Blog',
    bookNow: 'Nu Boeken',
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    menu: 'Menu',
    skipToContent: 'Naar de hoofdinhoud',
  },
  language: {
    label: 'Taal',
  },
  footer: {
    tagline:
      'Discreet, stipt en onberispelijk: privéchauffeur en luchthavenvervoer in Brussel en heel België, dag en nacht.',
    quickLinks: 'Snelle links',
    contact: 'Contact',
    phone: 'Telefoon',
    email: 'E-mail',
    liveChat: 'Livechat 24/7',
    social: 'Volg ons',
    newsletter: 'Nieuwsbrief',
    newsletterText: 'Af en toe nieuws over ons wagenpark en onze diensten. Geen spam, altijd opzegbaar.',
    legal: 'Juridisch',
    privacy: 'Privacybeleid',
    terms: 'Algemene voorwaarden',
    rights: 'Alle rechten voorbehouden.',
  },
  newsletter: {
    emailLabel: 'E-mailadres',
    placeholder: 'u@voorbeeld.be',
    subscribe: 'Inschrijven',
    subscribing: 'Bezig met inschrijven…',
    success: 'Bedankt voor uw inschrijving.',
  },
  toast: {
    region: 'Meldingen',
    dismiss: 'Melding sluiten',
  },
  errors: {
    auth: 'Authenticatiefout. Meld u opnieuw aan.',
    database: 'Fout bij de databaseverbinding. Probeer het later opnieuw.',
    policy: 'Er is een fout opgetreden in een databasebeleid. Neem contact op met de klantendienst.',
    network: 'Verbindingsfout. Controleer uw internetverbinding.',
    http: 'Het verzoek is mislukt (HTTP {{status}}). Probeer het later opnieuw.',
    unexpected: 'Er is iets misgegaan. Probeer het later opnieuw.',
  },
  home: {
    eyebrow: 'Privéchauffeur in Brussel',
    title: 'Kom aan in elegantie, vertrek in alle privacy',
    tagline: 'Ervaar ongeëvenaarde luxe met onze premium chauffeursdienst',
    exploreFleet: 'Ontdek ons wagenpark',
  },
  fleet: {
    title: 'Ons wagenpark',
    intro: 'Onberispelijke voertuigen en professionele chauffeurs, klaar voor elke rit, dag en nacht.',
    loading: 'Voertuigen laden…',
    emptyTitle: 'Geen voertuigen beschikbaar',
    emptyText: 'Kom binnenkort terug, of neem contact met ons op en wij regelen een voertuig voor u.',
    errorTitle: 'Kan de gegevens van het wagenpark niet laden',
    refresh: 'Vernieuwen',
    passengers_one: '{{count}} passagier',
    passengers_other: 'Tot {{count}} passagiers',
    luggage_zero: 'Geen bagage',
    luggage_one: '{{count}} stuk bagage',
    luggage_other: 'Tot {{count}} stuks bagage',
    available: '24/7 beschikbaar',
    perKm: '{{price}} / km',
    bookVehicle: 'Nu Boeken: {{name}}',
    type: {
      luxury: 'Luxe',
      van: 'Van',
      other: 'Standaard',
    },
  },
  pages: {
    services: {
      title: 'Onze diensten',
      text: 'Luchthavenvervoer, zakenreizen, huwelijken en evenementen, en ritten op maat in heel België en daarbuiten.',
    },
    about: {
      title: 'Over ons',
      text: 'Een Brussels bedrijf dat staat voor uitmuntendheid, betrouwbaarheid, discretie en innovatie in privévervoer.',
    },
    blog: {
      title: 'Blog',
      text: 'Nieuws, reistips en verhalen van onderweg.',
    },
    reservation: {
      title: 'Boek uw premium transfer',
      text: 'Online boeken kan binnenkort op deze pagina. Bel ons tot dan op {{phone}}: wij zijn 24/7 bereikbaar.',
    },
    auth: {
      title: 'Aanmelden',
      text: 'Meld u aan bij uw account om uw boekingen te beheren.',
    },
    privacy: {
      title: 'Privacybeleid',
      text: 'Hoe wij uw persoonsgegevens verzamelen, gebruiken en beschermen.',
    },
    terms: {
      title: 'Algemene voorwaarden',
      text: 'De voorwaarden die gelden voor elke boeking bij ons.',
    },
  },
  notFound: {
    title: 'Pagina niet gevonden',
    text: 'De pagina die u zoekt bestaat niet of is verplaatst.',
    home: 'Terug naar home',
  },
};

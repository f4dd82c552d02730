import type { Translation } from './en';

export const de: Translation = {
  brand: {
    name: 'Brussels Private Chauffeur',
    city: 'Brussels',
    line: 'Private Chauffeur',
    homeLink: 'Brussels Private Chauffeur, Startseite',
  },
  nav: {
    main: 'Hauptnavigation',
    home: 'Startseite',
    services: 'Leistungen',
    fleet: 'Flotte',
    about: 'Über uns',
    blog: 'Blog',
    bookNow: 'Jetzt buchen',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    menu: 'Menü',
    skipToContent: 'Zum Hauptinhalt springen',
  },
  language: {
    label: 'Sprache',
  },
  footer: {
    tagline:
      'Diskret, pünktlich und makellos: Privatchauffeur und Flughafentransfers in Brüssel und ganz Belgien, Tag und Nacht.',
    quickLinks: 'Schnellzugriff',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-Mail',
    liveChat: 'Live-Chat rund um die Uhr',
    social: 'Folgen Sie uns',
    newsletter: 'Newsletter',
    newsletterText:
      'Gelegentliche Neuigkeiten zu unserer Flotte und unseren Leistungen. Kein Spam, jederzeit abbestellbar.',
    legal: 'Rechtliches',
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    rights: 'Alle Rechte vorbehalten.',
  },
  newsletter: {
    emailLabel: 'E-Mail-Adresse',
    placeholder: 'sie@beispiel.de',
    subscribe: 'Abonnieren',
    subscribing: 'Wird abonniert…',
    success: 'Vielen Dank für Ihr Abonnement.',
  },
  toast: {
    region: 'Benachrichtigungen',
    dismiss: 'Benachrichtigung schließen',
  },
  errors: {
    auth: 'Authentifizierungsfehler. Bitte melden Sie sich erneut an.',
    database: 'Fehler bei der Datenbankverbindung. Bitte versuchen Sie es später erneut.',
    policy: 'Ein Fehler in einer Datenbankrichtlinie ist aufgetreten. Bitte wenden Sie sich an den Support.',
    network: 'Verbindungsfehler. Bitte überprüfen Sie Ihre Internetverbindung.',
    http: 'Die Anfrage ist fehlgeschlagen (HTTP {{status}}). Bitte versuchen Sie es später erneut.',
    unexpected: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  },
  home: {
    eyebrow: 'Privater Chauffeurservice in Brüssel',
    title: 'Stilvoll ankommen, diskret abreisen',
    tagline: 'Erleben Sie unvergleichlichen Luxus mit unserem Premium-Chauffeurservice',
    exploreFleet: 'Unsere Flotte entdecken',
  },
  fleet: {
    title: 'Unsere Flotte',
    intro: 'Makellose Fahrzeuge und professionelle Chauffeure, bereit für jede Fahrt, Tag und Nacht.',
    loading: 'Fahrzeuge werden geladen…',
    emptyTitle: 'Keine Fahrzeuge verfügbar',
    emptyText:
      'Schauen Sie bald wieder vorbei, oder kontaktieren Sie uns und wir organisieren ein Fahrzeug für Sie.',
    errorTitle: 'Flottendaten konnten nicht geladen werden',
    refresh: 'Neu laden',
    passengers_one: '{{count}} Fahrgast',
    passengers_other: 'Bis zu {{count}} Fahrgäste',
    luggage_zero: 'Kein Gepäck',
    luggage_one: '{{count}} Gepäckstück',
    luggage_other: 'Bis zu {{count}} Gepäckstücke',
    available: 'Rund um die Uhr verfügbar',
    perKm: '{{price}} / km',
    bookVehicle: 'Jetzt buchen: {{name}}',
    type: {
      luxury: 'Luxus',
      van: 'Van',
      other: 'Standard',
    },
  },
  pages: {
    services: {
      title: 'Unsere Leistungen',
      text: 'Flughafentransfers, Geschäftsreisen, Hochzeiten und Veranstaltungen sowie maßgeschneiderte Fahrten in Belgien und darüber hinaus.',
    },
    about: {
      title: 'Über uns',
      text: 'Ein Brüsseler Unternehmen, das sich Exzellenz, Zuverlässigkeit, Diskretion und Innovation im privaten Personenverkehr verschrieben hat.',
    },
    blog: {
      title: 'Blog',
      text: 'Neuigkeiten, Reisetipps und Geschichten von unterwegs.',
    },
    reservation: {
      title: 'Buchen Sie Ihren Premium-Transfer',
      text: 'Die Online-Buchung ist in Kürze auf dieser Seite verfügbar. Bis dahin erreichen Sie uns rund um die Uhr unter {{phone}}.',
    },
    auth: {
      title: 'Anmelden',
      text: 'Melden Sie sich bei Ihrem Konto an, um Ihre Buchungen zu verwalten.',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      text: 'Wie wir Ihre personenbezogenen Daten erheben, verwenden und schützen.',
    },
    terms: {
      title: 'Nutzungsbedingungen',
      text: 'Die Bedingungen, die für jede Buchung bei uns gelten.',
    },
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    home: 'Zurück zur Startseite',
  },
};

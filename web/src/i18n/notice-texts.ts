/**
 * Site-wide notices of the public layout (namespace `notice`), small enough to ship with the first load.
 * The maintenance notice shows while the admin has maintenance mode on (SPEC 2 settings).
 */
export const noticeTexts = {
  en: {
    maintenance: {
      title: 'Online booking is paused for maintenance.',
      text: 'Please try again later, or call us to book your ride.',
    },
  },
  nl: {
    maintenance: {
      title: 'Online boeken is tijdelijk onderbroken wegens onderhoud.',
      text: 'Probeer het later opnieuw of bel ons om uw rit te boeken.',
    },
  },
  fr: {
    maintenance: {
      title: 'La réservation en ligne est suspendue pour maintenance.',
      text: 'Veuillez réessayer plus tard ou appelez-nous pour réserver votre course.',
    },
  },
  de: {
    maintenance: {
      title: 'Online-Buchungen sind wegen Wartungsarbeiten pausiert.',
      text: 'Bitte versuchen Sie es später erneut oder rufen Sie uns an, um Ihre Fahrt zu buchen.',
    },
  },
} as const;

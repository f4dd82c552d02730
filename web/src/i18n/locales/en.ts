/** English texts; the ones SPEC.md quotes are used verbatim. Every other language must mirror these keys. */
export const en = {
  brand: {
    name: 'Brussels Private Chauffeur',
    city: 'Brussels',
    line: 'Private Chauffeur',
    homeLink: 'Brussels Private Chauffeur, home page',
  },
  nav: {
    main: 'Main navigation',
    home: 'Home',
    services: 'Services',
    fleet: 'Fleet',
    about: 'About',
    blog: 'Blog',
    bookNow: 'Book Now',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    skipToContent: 'Skip to main content',
  },
  language: {
    label: 'Language',
  },
  footer: {
    tagline:
      'Discreet, punctual and immaculate: private chauffeur and airport transfers in Brussels and across Belgium, day and night.',
    quickLinks: 'Quick links',
    contact: 'Contact',
    phone: 'Phone',
    email: 'Email',
    liveChat: 'Live chat 24/7',
    social: 'Follow us',
    newsletter: 'Newsletter',
    newsletterText: 'Occasional news about our fleet and services. No spam, unsubscribe at any time.',
    legal: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    rights: 'All rights reserved.',
  },
  newsletter: {
    emailLabel: 'Email address',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing…',
    success: 'Thank you for subscribing.',
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
  },
  errors: {
    auth: 'Authentication error. Please sign in again.',
    database: 'Database connection error. Please try again later.',
    policy: 'A database policy error occurred. Please contact support.',
    network: 'Connection error. Please check your internet connection.',
    http: 'The request failed (HTTP {{status}}). Please try again later.',
    unexpected: 'Something went wrong. Please try again later.',
  },
  home: {
    eyebrow: 'Private chauffeur service in Brussels',
    title: 'Arrive in Elegance, Depart in Privacy',
    tagline: 'Experience unmatched luxury with our premium chauffeur service',
    exploreFleet: 'Explore Our Fleet',
  },
  fleet: {
    title: 'Our Fleet',
    intro: 'Immaculate vehicles and professional chauffeurs, ready for every journey, day and night.',
    loading: 'Loading vehicles…',
    emptyTitle: 'No Vehicles Available',
    emptyText: 'Please check back soon, or contact us and we will arrange a vehicle for you.',
    errorTitle: 'Unable to Load Fleet Data',
    refresh: 'Refresh',
    passengers_one: '{{count}} passenger',
    passengers_other: 'Up to {{count}} passengers',
    luggage_zero: 'No luggage',
    luggage_one: '{{count}} piece of luggage',
    luggage_other: 'Up to {{count}} pieces of luggage',
    available: 'Available 24/7',
    perKm: '{{price}} / km',
    bookVehicle: 'Book Now: {{name}}',
    type: {
      luxury: 'Luxury',
      van: 'Van',
      other: 'Standard',
    },
  },
  pages: {
    services: {
      title: 'Our Services',
      text: 'Airport transfers, business travel, weddings and events, and tailor-made journeys across Belgium and beyond.',
    },
    about: {
      title: 'About Us',
      text: 'A Brussels company devoted to excellence, reliability, discretion and innovation in private travel.',
    },
    blog: {
      title: 'Blog',
      text: 'News, travel advice and stories from the road.',
    },
    reservation: {
      title: 'Book Your Premium Transfer',
      text: 'Online booking opens on this page shortly. Until then, call us on {{phone}}: we answer 24/7.',
    },
    auth: {
      title: 'Sign In',
      text: 'Sign in to your account to manage your bookings.',
    },
    privacy: {
      title: 'Privacy Policy',
      text: 'How we collect, use and protect your personal data.',
    },
    terms: {
      title: 'Terms of Service',
      text: 'The conditions that apply to every booking with us.',
    },
  },
  notFound: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to Home',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language file must have: same keys as English, any text. */
export type Translation = Widen<typeof en>;

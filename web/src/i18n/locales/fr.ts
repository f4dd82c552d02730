import type { Translation } from './en';

export const fr: Translation = {
  brand: {
    name: 'Brussels Private Chauffeur',
    city: 'Brussels',
    line: 'Private Chauffeur',
    homeLink: "Brussels Private Chauffeur, page d'accueil",
  },
  nav: {
    main: 'Navigation principale',
    home: 'Accueil',
    services: 'Services',
    fleet: 'Flotte',
    about: 'À propos',
    blog: 'Blog',
    bookNow: 'Réserver',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menu: 'Menu',
    skipToContent: 'Aller au contenu principal',
  },
  language: {
    label: 'Langue',
  },
  footer: {
    tagline:
      'Discret, ponctuel et impeccable : chauffeur privé et transferts aéroport à Bruxelles et dans toute la Belgique, jour et nuit.',
    quickLinks: 'Liens rapides',
    contact: 'Contact',
    phone: 'Téléphone',
    email: 'E-mail',
    liveChat: 'Chat en direct 24h/24, 7j/7',
    social: 'Suivez-nous',
    newsletter: 'Newsletter',
    newsletterText:
      'Quelques nouvelles de notre flotte et de nos services. Pas de spam, désinscription à tout moment.',
    legal: 'Mentions légales',
    privacy: 'Politique de confidentialité',
    terms: "Conditions d'utilisation",
    rights: 'Tous droits réservés.',
  },
  newsletter: {
    emailLabel: 'Adresse e-mail',
    placeholder: 'vous@exemple.be',
    subscribe: "S'abonner",
    subscribing: 'Abonnement en cours…',
    success: 'Merci pour votre abonnement.',
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Fermer la notification',
  },
  errors: {
    auth: "Erreur d'authentification. Veuillez vous reconnecter.",
    database: 'Erreur de connexion à la base de données. Veuillez réessayer plus tard.',
    policy: "Une erreur de règle de la base de données s'est produite. Veuillez contacter le support.",
    network: 'Erreur de connexion. Veuillez vérifier votre connexion Internet.',
    http: 'La requête a échoué (HTTP {{status}}). Veuillez réessayer plus tard.',
    unexpected: "Une erreur s'est produite. Veuillez réessayer plus tard.",
  },
  home: {
    eyebrow: 'Service de chauffeur privé à Bruxelles',
    title: 'Arrivez avec élégance, repartez en toute discrétion',
    tagline: 'Découvrez un luxe inégalé avec notre service de chauffeur haut de gamme',
    exploreFleet: 'Découvrir notre flotte',
  },
  fleet: {
    title: 'Notre flotte',
    intro:
      'Des véhicules impeccables et des chauffeurs professionnels, prêts pour chaque trajet, jour et nuit.',
    loading: 'Chargement des véhicules…',
    emptyTitle: 'Aucun véhicule disponible',
    emptyText: 'Revenez bientôt, ou contactez-nous et nous vous trouverons un véhicule.',
    errorTitle: 'Impossible de charger les données de la flotte',
    refresh: 'Actualiser',
    passengers_one: '{{count}} passager',
    passengers_other: "Jusqu'à {{count}} passagers",
    luggage_zero: 'Sans bagage',
    luggage_one: '{{count}} bagage',
    luggage_other: "Jusqu'à {{count}} bagages",
    available: 'Disponible 24h/24, 7j/7',
    perKm: '{{price}} / km',
    bookVehicle: 'Réserver : {{name}}',
    type: {
      luxury: 'Luxe',
      van: 'Van',
      other: 'Standard',
    },
  },
  pages: {
    services: {
      title: 'Nos services',
      text: "Transferts aéroport, voyages d'affaires, mariages et événements, et trajets sur mesure en Belgique et au-delà.",
    },
    about: {
      title: 'À propos de nous',
      text: "Une entreprise bruxelloise dédiée à l'excellence, à la fiabilité, à la discrétion et à l'innovation dans le transport privé.",
    },
    blog: {
      title: 'Blog',
      text: 'Actualités, conseils de voyage et récits de la route.',
    },
    reservation: {
      title: 'Réservez votre transfert premium',
      text: "La réservation en ligne ouvrira bientôt sur cette page. D'ici là, appelez-nous au {{phone}} : nous répondons 24h/24, 7j/7.",
    },
    auth: {
      title: 'Connexion',
      text: 'Connectez-vous à votre compte pour gérer vos réservations.',
    },
    privacy: {
      title: 'Politique de confidentialité',
      text: 'Comment nous collectons, utilisons et protégeons vos données personnelles.',
    },
    terms: {
      title: "Conditions d'utilisation",
      text: "Les conditions qui s'appliquent à chaque réservation chez nous.",
    },
  },
  notFound: {
    title: 'Page introuvable',
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retour à l'accueil",
  },
};

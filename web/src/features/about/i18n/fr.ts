import type { AboutTexts } from './en';

export const aboutFr: AboutTexts = {
  title: 'À propos',
  intro:
    'Une entreprise bruxelloise fondée sur une idée\u00a0: un trajet doit être aussi serein que la destination.',
  storyTitle: 'Notre histoire',
  story1:
    'Nous avons commencé en 2010 avec une seule berline et une promesse simple faite aux diplomates et dirigeants de Bruxelles\u00a0: être en avance, être discrets et rendre chaque trajet facile.',
  story2:
    'Quinze ans plus tard, une équipe de chauffeurs professionnels conduit une flotte de berlines de direction, de limousines et de vans dans toute la Belgique et les pays voisins. Nous sommes toujours une entreprise familiale, et nous répondons toujours nous-mêmes au téléphone, de jour comme de nuit.',
  missionTitle: 'Notre mission',
  mission:
    'Offrir à chaque client, du chef de délégation à la famille qui rentre de voyage, la discrétion, la sécurité et le souci du détail d’un chauffeur privé, à un prix juste, connu avant le départ.',
  valuesTitle: 'Nos valeurs',
  values: {
    excellence: {
      title: 'Excellence',
      text: 'Des véhicules impeccables, des chauffeurs irréprochables et une attention au moindre détail, à chaque trajet.',
    },
    reliability: {
      title: 'Fiabilité',
      text: 'Nous suivons les vols et le trafic et prévoyons de larges marges, pour être là avant que vous ayez besoin de nous.',
    },
    discretion: {
      title: 'Discrétion',
      text: 'Ce qui se dit dans la voiture y reste. Chaque chauffeur signe un engagement de confidentialité.',
    },
    innovation: {
      title: 'Innovation',
      text: 'Réservation en ligne, suivi en direct et véhicules à faibles émissions\u00a0: des outils modernes au service d’un métier classique.',
    },
  },
  cta: 'Planifiez votre trajet',
};

import type { AboutTexts } from './en';

export const aboutDe: AboutTexts = {
  title: 'Über uns',
  intro: 'Ein Brüsseler Unternehmen mit einer Idee: Eine Fahrt soll sich so ruhig anfühlen wie das Ziel.',
  storyTitle: 'Unsere Geschichte',
  story1:
    'Wir begannen 2010 mit einer einzigen Limousine und einem einfachen Versprechen an die Diplomaten und Führungskräfte Brüssels: früh da sein, diskret sein und jede Fahrt mühelos machen.',
  story2:
    'Fünfzehn Jahre später fährt ein Team professioneller Chauffeure eine Flotte aus Business-Limousinen, Luxuslimousinen und Vans durch ganz Belgien und die Nachbarländer. Wir sind noch immer ein Familienunternehmen und nehmen das Telefon noch immer selbst ab, Tag und Nacht.',
  missionTitle: 'Unsere Mission',
  mission:
    'Jedem Kunden, vom Delegationsleiter bis zur Familie auf dem Heimflug, die Privatsphäre, Sicherheit und Liebe zum Detail eines Privatchauffeurs zu bieten, zu einem fairen Preis, den Sie vor der Fahrt kennen.',
  valuesTitle: 'Unsere Werte',
  values: {
    excellence: {
      title: 'Exzellenz',
      text: 'Makellose Fahrzeuge, tadellose Chauffeure und Liebe zum kleinsten Detail, bei jeder Fahrt.',
    },
    reliability: {
      title: 'Zuverlässigkeit',
      text: 'Wir verfolgen Flüge und Verkehr und planen großzügige Puffer, damit wir da sind, bevor Sie uns brauchen.',
    },
    discretion: {
      title: 'Diskretion',
      text: 'Was im Wagen gesagt wird, bleibt im Wagen. Jeder Chauffeur unterzeichnet eine Verschwiegenheitserklärung.',
    },
    innovation: {
      title: 'Innovation',
      text: 'Online-Buchung, Live-Verfolgung und emissionsarme Fahrzeuge: moderne Mittel im Dienst eines klassischen Handwerks.',
    },
  },
  cta: 'Fahrt planen',
};

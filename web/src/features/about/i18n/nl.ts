import type { AboutTexts } from './en';

export const aboutNl: AboutTexts = {
  title: 'Over ons',
  intro: 'Een Brussels bedrijf gebouwd op één idee: een rit moet even rustig aanvoelen als de bestemming.',
  storyTitle: 'Ons verhaal',
  story1:
    'We begonnen in 2010 met één sedan en een eenvoudige belofte aan de diplomaten en leidinggevenden van Brussel: wees vroeg, wees discreet en maak elke rit moeiteloos.',
  story2:
    'Vijftien jaar later rijdt een team van professionele chauffeurs met zakelijke sedans, limousines en vans door heel België en de buurlanden. We zijn nog steeds een familiebedrijf en nemen de telefoon nog altijd zelf op, dag en nacht.',
  missionTitle: 'Onze missie',
  mission:
    'Elke klant, van een delegatieleider tot een gezin dat naar huis vliegt, de privacy, veiligheid en aandacht voor detail van een privéchauffeur bieden, tegen een eerlijke prijs die u vooraf kent.',
  valuesTitle: 'Onze waarden',
  values: {
    excellence: {
      title: 'Uitmuntendheid',
      text: 'Smetteloze voertuigen, onberispelijke chauffeurs en aandacht voor het kleinste detail, bij elke rit.',
    },
    reliability: {
      title: 'Betrouwbaarheid',
      text: 'We volgen vluchten en verkeer en plannen ruime marges, zodat we er zijn voor u ons nodig hebt.',
    },
    discretion: {
      title: 'Discretie',
      text: 'Wat in de wagen gezegd wordt, blijft in de wagen. Elke chauffeur tekent een geheimhoudingsverklaring.',
    },
    innovation: {
      title: 'Innovatie',
      text: 'Online boeken, live opvolging en emissiearme voertuigen: moderne middelen in dienst van een klassiek vak.',
    },
  },
  cta: 'Plan uw rit',
};

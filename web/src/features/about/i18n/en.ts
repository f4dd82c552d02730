/** The About page's texts (English): loaded with the page, not on the landing page (decision 203). */
export const aboutEn = {
  title: 'About Us',
  intro: 'A Brussels company built on one idea: that a journey should feel as calm as the destination.',
  storyTitle: 'Our story',
  story1:
    'We started in 2010 with a single sedan and a simple promise to the diplomats and executives of Brussels: be early, be discreet and make every journey effortless.',
  story2:
    'Fifteen years later, a team of professional chauffeurs drives a fleet of executive sedans, limousines and vans across Belgium and the neighbouring countries. We are still family-run, and we still answer the phone ourselves, day and night.',
  missionTitle: 'Our mission',
  mission:
    'To give every client, from a head of delegation to a family flying home, the privacy, safety and attention to detail of a private chauffeur, at a fair price known before you travel.',
  valuesTitle: 'Our values',
  values: {
    excellence: {
      title: 'Excellence',
      text: 'Immaculate vehicles, impeccable chauffeurs and attention to the smallest detail, on every journey.',
    },
    reliability: {
      title: 'Reliability',
      text: 'We track flights and traffic and plan generous margins, so we are there before you need us.',
    },
    discretion: {
      title: 'Discretion',
      text: 'What is said in the car stays in the car. Every chauffeur signs a confidentiality agreement.',
    },
    innovation: {
      title: 'Innovation',
      text: 'Online booking, live tracking and low-emission vehicles: modern tools in the service of a classic craft.',
    },
  },
  cta: 'Plan your journey',
};

/** Every language has the same keys, nested as the English ones, with strings of its own. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type AboutTexts = Texts<typeof aboutEn>;

/**
 * Finds English sentences on a page that should be in Dutch, French or German (issue 14: "a test walks
 * every admin and public route in nl, fr and de and fails on any English sentence that is not a proper
 * name").
 *
 * A text is English when, after the proper names are taken out, it holds a word that English has and none
 * of Dutch, French and German writes alone: "the", "your", "booking", "save". Words the four languages
 * share ("status", "total", "in", "is", "die", "van", "on", "of", "page", "message") are not in the list,
 * so a translated text never trips it; an untranslated label nearly always holds one of these.
 */
const ENGLISH_WORDS = new Set(
  `the and your you with this that these those are was were our please from have has had which when what
  where there their they should would could into about only more than yet yes save saved saving cancel
  cancelled canceled delete deleted edit view search add added show showing loading required must least
  characters booking bookings vehicle vehicles customer customers settings overview confirm confirmed
  pending completed complete started start ride rides driver pickup drop dropoff passengers passenger
  luggage flight number price prices fare fares each per hour hours minutes day days week month year today
  tomorrow yesterday new back next previous close send sent submit sign signed account password email
  address phone enter choose select selected please thank thanks welcome book booked call contact us
  about read more learn see all none nothing found error failed failure invalid try again later unread
  mark marked read received reply subject written written by posted published draft active inactive
  published unpublished image upload uploading title content description keywords meta featured slug
  name first last full why how who whom whose here now then because while until after before during
  between without within over under above below just also too very much many few some any every other
  another such own same so can cannot can't don't won't isn't it's we're you're let's it its be being
  is not for to of or on in at by an a as if out`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words above that Dutch, French or German also write, or that the site shows as they are in every
 * language: never counted.
 */
const SHARED_WORDS = new Set(
  `is in on of or an a as van die will been not no open show trip page message messages total status date
  name email dashboard details contact content slug meta e mail sms ok so also over start image
  description active inactive upload per minutes week last was account`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Normalised word list of a text: e-mail addresses and web addresses out, camel case split ("RideCompleted"
 * is two English words), lower case, letters and apostrophes only; ids and numbers out.
 */
function words(text: string): string[] {
  return (
    text
      .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .toLowerCase()
      .replace(/[’]/g, "'")
      .split(/[^\p{L}\p{N}']+/u)
      // A token with a digit is an id, a reference or a number ("395be93c", "CH-7K3P9Q"), never a word.
      .filter((token) => token !== '' && !/\p{N}/u.test(token))
  );
}

export interface EnglishFinding {
  text: string;
  words: string[];
}

/**
 * The English texts among `texts`, once each: a text counts when, with `properNames` taken out, it has an
 * English word, or two when it is longer than six words (one stray word in a long translated sentence is
 * more likely a shared word than an untranslated sentence).
 */
export function englishTexts(texts: readonly string[], properNames: readonly string[]): EnglishFinding[] {
  const found = new Map<string, EnglishFinding>();
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text === '' || found.has(text)) continue;
    let rest = text;
    for (const name of properNames) rest = rest.split(name).join(' ');
    const all = words(rest);
    const english = [...new Set(all.filter((w) => ENGLISH_WORDS.has(w) && !SHARED_WORDS.has(w)))];
    if (english.length >= (all.length > 6 ? 2 : 1)) found.set(text, { text, words: english });
  }
  return [...found.values()];
}

import type { LocalizedText } from '@chauffeur/contracts';

/** One text in the four interface languages, in the order en, nl, fr, de. */
export const t = (en: string, nl: string, fr: string, de: string): LocalizedText => ({ en, nl, fr, de });

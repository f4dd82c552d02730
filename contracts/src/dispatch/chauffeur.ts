import { z } from 'zod';
import { accountEmailSchema } from '../accounts/account';
import { requiredText, safeText } from '../common/text';
import { phoneSchema } from '../contact/contact-message';
import { commandResultSchema } from '../http/problem';

/** Where the chauffeurs' events are stored (the events themselves: services/dispatch/events.ts). */
export const CHAUFFEUR_STREAM_PREFIX = 'chauffeur-';
export const chauffeurStream = (chauffeurId: string) => `${CHAUFFEUR_STREAM_PREFIX}${chauffeurId}`;

/**
 * `chauffeur_email-<sha256 of the lowercased address>`: one stream per address a chauffeur has, claimed
 * before the chauffeur takes it and released when they give it up, so that two chauffeurs changed or added
 * to one address at once cannot both have it (decision 316). Hashed like the accounts' address claims.
 */
export const CHAUFFEUR_EMAIL_STREAM_PREFIX = 'chauffeur_email-';

/**
 * The languages a chauffeur may be said to speak: ISO 639-1 codes, the four of the site first, then the
 * ones Brussels' visitors most often speak. The web names each in the reader's language (Intl.DisplayNames).
 */
export const CHAUFFEUR_LANGUAGES = [
  'en',
  'fr',
  'nl',
  'de',
  'es',
  'it',
  'pt',
  'ar',
  'ru',
  'zh',
  'ja',
  'tr',
  'pl',
] as const;
export const chauffeurLanguageSchema = z.enum(CHAUFFEUR_LANGUAGES);
export type ChauffeurLanguage = z.infer<typeof chauffeurLanguageSchema>;

/**
 * The chauffeur form (issue 17): every field required, at least one language. The e-mail is the chauffeur's
 * `driver` account's e-mail, lower-cased like every account's: it is what links the two (decision 159).
 */
export const chauffeurFieldsSchema = z.object({
  name: safeText(requiredText('Name', 120), 'Name'),
  // The one phone rule (decision 281): a chauffeur is called back like a customer (decision 284).
  phone: phoneSchema,
  email: accountEmailSchema,
  languages: z
    .array(chauffeurLanguageSchema, { error: 'Languages are required' })
    .min(1, 'At least one language')
    // One spelling: no duplicates, in the list's order, so an unchanged form records nothing.
    .transform((languages) => CHAUFFEUR_LANGUAGES.filter((code) => languages.includes(code))),
  active: z.boolean({ error: 'Active must be true or false' }),
});
export type ChauffeurFields = z.infer<typeof chauffeurFieldsSchema>;

/** A chauffeur as the read side serves it. */
export const chauffeurSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  languages: z.array(z.string()),
  active: z.boolean(),
  /** Stream revision the client must send back (If-Match) to change it. */
  revision: z.number().int().nonnegative(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Chauffeur = z.infer<typeof chauffeurSchema>;
export const chauffeurListSchema = z.object({ items: z.array(chauffeurSchema) });

/**
 * What adding a chauffeur or changing their e-mail answers: the command's result and, when their driver
 * account could not be invited because another account was taking the address at that moment (a staff
 * invitation or a sign-up whose account is not written yet, decision 322), that refusal by its code and
 * English sentence. The chauffeur is saved all the same; the admin panel says it in the admin's language
 * (decision 324). Any other refused invitation (an account already there keeps its role, decision 159) says
 * nothing.
 */
export const chauffeurSavedSchema = commandResultSchema.extend({
  invitation_refused: z
    .object({ code: z.literal('invitation_address_being_taken'), detail: z.string() })
    .optional(),
});
export type ChauffeurSaved = z.infer<typeof chauffeurSavedSchema>;

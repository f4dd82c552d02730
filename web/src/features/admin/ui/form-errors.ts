import type { TFunction } from 'i18next';
import { BOOKING_HORIZON_YEARS, TRANSLATION_LANGUAGES, type FieldError } from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';

/**
 * The form field an issue's path names: its first key, or `field.language` for a translation
 * (`description.fr`). The original of a translatable text (`description.en`) is the field itself,
 * as it was before texts had translations.
 */
export function fieldOf(path: readonly PropertyKey[]): string {
  const [field, language] = path.map(String);
  return language && (TRANSLATION_LANGUAGES as readonly string[]).includes(language)
    ? `${field}.${language}`
    : String(field);
}

/** The parts of a zod issue the admin forms read (zod 4's issue shapes). */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  format?: string;
  params?: Record<string, unknown>;
}

/**
 * One table from a zod issue (the form's own check, with the contracts' schema) to a message in the
 * admin's language (issue 14: the schema's messages are English). An issue it does not know keeps the
 * schema's message.
 */
function issueText(issue: Issue, t: TFunction<'admin'>): string {
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && min <= 1) return t('formErrors.required');
      if (issue.origin === 'number' && min === 0 && issue.inclusive === false)
        return t('formErrors.positive');
      if (issue.origin === 'number') return t('formErrors.min', { min });
      if (issue.origin === 'array' && min >= 1) return t('formErrors.atLeastOne');
      break;
    case 'too_big':
      if (issue.origin === 'string') return t('formErrors.tooLong', { max });
      if (issue.origin === 'array') return t('formErrors.tooMany', { max });
      if (issue.origin === 'number') return t('formErrors.max', { max });
      break;
    case 'invalid_type':
      if (issue.expected === 'int') return t('formErrors.whole');
      if (issue.expected === 'number') return t('formErrors.number');
      return t('formErrors.required');
    case 'invalid_value':
      return t('formErrors.choose');
    case 'invalid_format':
      if (issue.format === 'regex' && issue.path[0] === 'slug') return t('formErrors.slug');
      break;
    case 'custom':
      // The contracts' one phone rule (bookings, contact, chauffeurs) carries no `params`: it ships with the
      // landing page's contact form.
      if (issue.path[0] === 'phone') return t('formErrors.phone');
      switch (issue.params?.rule) {
        case 'decimals':
          return t('formErrors.decimals');
        case 'url':
          return t('formErrors.url');
        case 'unsafe_text':
          return t('formErrors.unsafeText');
        case 'horizon':
          return t('formErrors.horizon', { years: BOOKING_HORIZON_YEARS });
        case 'links':
          return t('formErrors.links', { links: String(issue.params.links ?? '') });
      }
  }
  return issue.message;
}

/**
 * Messages by form field (`fieldOf`) from a failed zod parse of a form's values. One per field, its first:
 * zod runs a field's checks in the schema's order, "required" before the format, so an empty phone says it
 * is required, not that it holds a wrong character.
 */
export const issueMessages = (issues: readonly Issue[], t: TFunction<'admin'>): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[fieldOf(issue.path)] ??= issueText(issue, t);
  return messages;
};

/**
 * Messages by form field from the server's problem answer (`body.<field>`); none for any other error. `say`
 * words each one: the server's English by default, a coded rule in the admin's language when the form passes
 * useFieldErrorMessage (a chauffeur's address held by staff, decision 309).
 */
export const serverFieldMessages = (
  error: unknown,
  say: (field: FieldError) => string = (field) => field.message,
): Record<string, string> =>
  error instanceof ApiError
    ? Object.fromEntries(
        error.fieldErrors.map((f) => [fieldOf(f.field.replace(/^body\./, '').split('.')), say(f)]),
      )
    : {};

/**
 * Whether the server refused by one of its codes (decision 251: a chauffeur made inactive with rides ahead, a
 * model removed with bookings ahead), other than a stale revision: the form then says that refusal, in the
 * admin's language (useErrorMessage, the `problems` texts), instead of its generic "could not be saved".
 */
export const isCodedRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.kind === 'problem' &&
  error.problem?.code !== undefined &&
  error.problem.code !== 'changed_by_someone_else' &&
  error.problem.code !== 'invalid_fields';

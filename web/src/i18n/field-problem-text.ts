import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FieldError } from '@chauffeur/contracts';

/*
 * Not in lib/: a module there that two chunks share joins the landing page's `shared` chunk (vite.config.ts),
 * and only the wizard and the admin's booking form need this one (decision 277).
 */

/**
 * A refused field's sentence in the page's language when the server coded its rule (a booking rule:
 * `errors[].code` and `params`, decision 277), from the `problems` texts; else the server's own words.
 */
export const fieldErrorMessage = (field: FieldError, t: TFunction): string =>
  field.code
    ? t(`problems:${field.code}` as never, { ...field.params, defaultValue: field.message })
    : field.message;

export function useFieldErrorMessage(): (field: FieldError) => string {
  const { t } = useTranslation();
  return useCallback((field: FieldError) => fieldErrorMessage(field, t), [t]);
}

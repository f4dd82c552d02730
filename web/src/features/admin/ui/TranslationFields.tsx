import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_LANGUAGES } from '@chauffeur/contracts';
import { Field, inputClass } from './Field';
import type { TranslationLanguage, Translations } from './translations';

export interface TranslatedField<F extends string> {
  key: F;
  /** The field's label in the admin's language, as the original's field shows it. */
  label: string;
  rows?: number;
  className?: string;
}

/**
 * The optional nl, fr and de versions of a form's texts (issue 14), one collapsible section per
 * language below the original. `<details>` is reachable and opened with the keyboard as it is; a
 * section opens by itself when it holds text or an error, so nothing typed or wrong is hidden.
 * Errors are keyed `field.language`, as form-errors.ts names them.
 */
export function TranslationFields<F extends string>({
  idPrefix,
  fields,
  translations,
  errors,
  onChange,
}: {
  idPrefix: string;
  fields: readonly TranslatedField<F>[];
  translations: Translations<F>;
  errors: Record<string, string>;
  onChange: (next: Translations<F>) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-stone-200">{t('translations.heading')}</legend>
      <p className="text-xs text-stone-400">{t('translations.hint')}</p>
      {TRANSLATION_LANGUAGES.map((language) => (
        <LanguageSection
          key={language}
          language={language}
          idPrefix={idPrefix}
          fields={fields}
          values={translations[language]}
          errors={errors}
          onChange={(values) => onChange({ ...translations, [language]: values })}
        />
      ))}
    </fieldset>
  );
}

function LanguageSection<F extends string>({
  language,
  idPrefix,
  fields,
  values,
  errors,
  onChange,
}: {
  language: TranslationLanguage;
  idPrefix: string;
  fields: readonly TranslatedField<F>[];
  values: Record<F, string>;
  errors: Record<string, string>;
  onChange: (values: Record<F, string>) => void;
}) {
  const { t } = useTranslation('admin');
  const name = t(`translations.languages.${language}`);
  const written = fields.filter(({ key }) => (values[key] ?? '').trim() !== '').length;
  const hasError = fields.some(({ key }) => errors[`${key}.${language}`]);
  const [open, setOpen] = useState(written > 0 || hasError);
  // A new error opens the section (the admin may close it again): adjusted while rendering, React's
  // pattern for state that follows a prop, rather than in an effect after a first render.
  const [hadError, setHadError] = useState(hasError);
  if (hasError !== hadError) {
    setHadError(hasError);
    if (hasError) setOpen(true);
  }
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-sm border border-white/10 bg-ink-950/40"
    >
      <summary className="cursor-pointer px-3 py-2 text-sm text-stone-200">
        {name}{' '}
        <span className="text-xs text-stone-400">
          ({t('translations.filled', { count: written, total: fields.length })})
        </span>
      </summary>
      <div className="grid gap-4 border-t border-white/10 p-3">
        {fields.map(({ key, label, rows, className = '' }) => {
          const id = `${idPrefix}-${key}-${language}`;
          const error = errors[`${key}.${language}`];
          const common = {
            id,
            name: `${key}.${language}`,
            // The browser's spelling check and a screen reader read the text in its own language.
            lang: language,
            value: values[key] ?? '',
            onChange: (event: { target: { value: string } }) =>
              onChange({ ...values, [key]: event.target.value }),
            'aria-invalid': Boolean(error),
            'aria-describedby': error ? `${id}-error` : undefined,
            className: `${inputClass} ${className}`,
          };
          return (
            <Field
              key={key}
              id={id}
              label={t('translations.field', { field: label, language: name })}
              error={error}
            >
              {rows ? <textarea rows={rows} {...common} /> : <input {...common} />}
            </Field>
          );
        })}
      </div>
    </details>
  );
}

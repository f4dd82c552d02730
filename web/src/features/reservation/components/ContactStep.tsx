import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactErrors, type ContactField } from '../wizard/rules';
import { useWizard } from '../wizard/store';
import { Field, StepHeading, describedBy, inputClass } from './fields';
import { focusField } from '../../../lib/focusField';

const FIELDS: { key: ContactField; type: string; autoComplete: string; inputMode?: 'tel' | 'email' }[] = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

const LABELS = { name: 'wizard.fullName', phone: 'wizard.phone', email: 'wizard.email' } as const;

/** Step 3, Coordonnées: full name, phone and e-mail, all required, formats as the server checks them. */
export function ContactStep() {
  const { t } = useTranslation();
  const id = useId();
  const data = useWizard();
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const errors = contactErrors(data);
  const shown = (key: ContactField) =>
    touched[key] && errors[key] ? t(`wizard.errors.${errors[key]}`) : null;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched({ name: true, phone: true, email: true });
        const first = FIELDS.find(({ key }) => errors[key]);
        if (first) focusField(document.getElementById(`${id}-${first.key}`));
        else data.goTo(4);
      }}
    >
      <StepHeading>{t('wizard.steps.contact')}</StepHeading>
      <p className="text-sm text-stone-300">{t('wizard.contactIntro')}</p>
      {FIELDS.map(({ key, type, autoComplete, inputMode }) => (
        <Field key={key} id={`${id}-${key}`} label={t(LABELS[key])} error={shown(key)}>
          <input
            id={`${id}-${key}`}
            name={key}
            type={type}
            required
            autoComplete={autoComplete}
            inputMode={inputMode}
            value={data[key]}
            onChange={(event) => data.update({ [key]: event.target.value })}
            onBlur={() => setTouched((current) => ({ ...current, [key]: true }))}
            className={`${inputClass} border-white/15`}
            {...describedBy(`${id}-${key}`, shown(key))}
          />
        </Field>
      ))}
      <button type="submit" className="btn-gold w-full sm:w-auto">
        {t('wizard.continueToSummary')}
      </button>
    </form>
  );
}

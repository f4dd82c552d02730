import { ADDRESS_LINE_MAX } from '@chauffeur/contracts';
import { useTranslation } from 'react-i18next';
import { Field, describedBy, inputClass } from './fields';

/**
 * The optional street and number beside a place of the search (issue 14). The offline search knows
 * localities, stations and airports, not every street: the visitor picks the nearest place (which is
 * priced and verified) and writes the rest here, for the driver and the e-mails. It never changes the price.
 */
export function AddressLineField({
  id,
  label,
  autoCompleteSection,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  /** Keeps the browser's address autofill of the pickup apart from the destination's. */
  autoCompleteSection: 'pickup' | 'destination';
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} error={error} hint={t('wizard.addressLineHint')}>
      <input
        id={id}
        type="text"
        autoComplete={`section-${autoCompleteSection} address-line1`}
        maxLength={ADDRESS_LINE_MAX}
        placeholder={t('wizard.addressLinePlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} border-white/15`}
        {...describedBy(id, error)}
      />
    </Field>
  );
}

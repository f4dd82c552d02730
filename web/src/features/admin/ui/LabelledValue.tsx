import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What stands in for the value while the language's `labelled` text is cut around it. */
const VALUE = '\u0000';

/**
 * "From: <strong>Marie</strong>" with the punctuation of the language's `labelled` text ("De : …" with a
 * no-break space in French, decision 259), for a value that is markup rather than a string: the colon is
 * never typed here, so the one rule of the translations holds.
 */
export function LabelledValue({
  label,
  labelClassName,
  children,
}: {
  label: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // "{{label}}\u00a0: {{value}}" in every language: what stands between the two, and after the value.
  const [, between = '', after = ''] = t('labelled', { label: VALUE, value: VALUE }).split(VALUE);
  return (
    <>
      <span className={labelClassName}>
        {label}
        {between}
      </span>
      {children}
      {after}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { ConfirmStep } from '../../../components/confirm/ConfirmStep';

/**
 * The panel's confirmation step (components/confirm/ConfirmStep) with its texts: "Yes, delete" unless the action
 * is another one (a no-show, deactivating someone), and the panel's Cancel (or the action's own "keep" answer).
 */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled,
  confirmLabel,
  keepLabel,
}: {
  label: string;
  question: string;
  /** The answer button's text; "Yes, delete" unless the action is another one (e.g. a no-show). */
  confirmLabel?: string;
  /** The button that answers no; the panel's Cancel unless that would read as the action (cancelling a booking). */
  keepLabel?: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmStep
      label={label}
      question={question}
      confirmLabel={confirmLabel ?? t('common.yesDelete')}
      cancelLabel={keepLabel ?? t('common.cancel')}
      onConfirm={onConfirm}
      disabled={disabled}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useConfirmStep } from './useConfirmStep';

/**
 * Delete behind a confirmation step (SPEC 4): the first press asks, the second one acts (focus handling in
 * useConfirmStep).
 */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled,
  confirmLabel,
}: {
  label: string;
  question: string;
  /** The answer button's text; "Yes, delete" unless the action is another one (e.g. a no-show). */
  confirmLabel?: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const { asking, ask, answered, cancel, confirmRef, triggerRef, onKeyDown } = useConfirmStep();

  if (!asking)
    return (
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled}
        onClick={ask}
        className="rounded-sm border border-red-400/40 px-3 py-1.5 text-xs font-semibold text-red-200 hover:bg-red-500/10 disabled:opacity-50"
      >
        {label}
      </button>
    );
  return (
    // Escape from either button bubbles up to the group, which itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <span
      role="group"
      aria-label={question}
      onKeyDown={onKeyDown}
      className="inline-flex flex-wrap items-center gap-2"
    >
      <span className="text-xs text-stone-300">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        onClick={() => {
          answered();
          onConfirm();
        }}
        className="rounded-sm bg-red-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-red-500"
      >
        {confirmLabel ?? t('common.yesDelete')}
      </button>
      <button
        type="button"
        onClick={cancel}
        className="rounded-sm border border-white/20 px-3 py-1.5 text-xs text-stone-200 hover:bg-white/5"
      >
        {t('common.cancel')}
      </button>
    </span>
  );
}

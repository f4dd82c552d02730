import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Delete behind a confirmation step (SPEC 4): the first press asks, the second one acts. Cancel or Escape
 * puts the focus back on the first button, so a keyboard user does not land at the top of the page.
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
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (cancelled.current) {
      cancelled.current = false;
      triggerRef.current?.focus();
    }
  }, [asking]);
  const cancel = () => {
    cancelled.current = true;
    setAsking(false);
  };

  if (!asking)
    return (
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled}
        onClick={() => setAsking(true)}
        className="rounded-sm border border-red-400/40 px-3 py-1.5 text-xs font-semibold text-red-200 hover:bg-red-500/10 disabled:opacity-50"
      >
        {label}
      </button>
    );
  return (
    <span
      role="group"
      aria-label={question}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
      className="inline-flex flex-wrap items-center gap-2"
    >
      <span className="text-xs text-stone-300">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        onClick={() => {
          setAsking(false);
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

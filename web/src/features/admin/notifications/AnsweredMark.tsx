import { formatBrussels, type ContactMessageRow } from '@chauffeur/contracts';
import { useTranslation } from 'react-i18next';
import { BusyButton, useFocusAfterReplace } from '../../../components/confirm/BusyButton';
import { actorText } from '../ui/history-text';

const STATUS_CLASS = {
  waiting: 'border-amber-300/40 text-amber-200',
  answered: 'border-emerald-300/40 text-emerald-300',
} as const;

/**
 * A contact message's answered mark (decision 326): waiting or answered, who marked it and when (the admin's
 * language, the Brussels clock), and the button that sets or undoes it. The pressed button keeps the
 * keyboard while it is sent, then the one in its place takes it.
 */
export function AnsweredMark({
  row,
  busy,
  pressed,
  onMark,
}: {
  row: ContactMessageRow;
  busy: boolean;
  pressed: boolean;
  onMark: (answered: boolean) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const status = row.answered ? 'answered' : 'waiting';
  const group = useFocusAfterReplace<HTMLDivElement>(status, pressed);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-400">
        <span className={`rounded-full border px-2 py-0.5 ${STATUS_CLASS[status]}`}>
          {t(`messages.status.${status}`)}
        </span>
        {row.answered && row.answered_by ? (
          <span>
            {t('messages.answeredBy', { who: actorText(t, row.answered_by) })}
            {row.answered_at ? (
              <>
                {' · '}
                <time dateTime={row.answered_at} className="whitespace-nowrap">
                  {formatBrussels(row.answered_at, i18n.language, 'dateTime')}
                </time>
              </>
            ) : null}
          </span>
        ) : null}
      </p>
      <div ref={group}>
        <BusyButton
          busy={busy}
          onClick={() => onMark(!row.answered)}
          className={`${row.answered ? 'btn-outline' : 'btn-gold'} min-h-10 px-4 text-xs aria-disabled:opacity-50`}
        >
          {t(row.answered ? 'messages.undoAnswered' : 'messages.markAnswered')}
        </BusyButton>
      </div>
    </div>
  );
}

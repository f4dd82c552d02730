import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { formatBrussels, type AdminNotification } from '@chauffeur/contracts';
import { useErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMarkRead } from '../api/mutations';
import { useNotifications } from '../api/queries';
import { adminPath } from '../../../lib/paths';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { useNotificationText } from './useNotificationText';

const TONE: Record<AdminNotification['type'], string> = {
  info: 'bg-sky-400',
  warning: 'bg-amber-400',
  success: 'bg-emerald-400',
  error: 'bg-red-400',
};

/** /admin/notifications (SPEC 2, 4): newest first; a click marks one read; 'Mark all as read'. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation('admin');
  const text = useNotificationText();
  useDocumentTitle(t('notifications.title'));
  const message = useErrorMessage();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const unread = notifications.data?.unread ?? 0;
  const nothingToMark = unread === 0 || markRead.isPending;
  const markAll = () =>
    markRead.mutate('all', {
      onSuccess: () => toast.success(t('notifications.markedAll')),
      onError: (error) => toast.error(message(error)),
    });

  return (
    <>
      <AdminHeading title={t('notifications.title')}>
        <Link to={adminPath('messages')} className="text-sm text-gold-300 hover:underline">
          {t('messages.link')}
        </Link>
        {/* Unavailable once all are read (nothing to mark), yet keeping the keyboard of the admin who pressed it. */}
        <BusyButton
          onClick={markAll}
          busy={nothingToMark}
          className="btn-outline min-h-10 px-4 text-xs aria-disabled:opacity-40"
        >
          {t('notifications.markAll')}
        </BusyButton>
      </AdminHeading>
      {notifications.isPending ? <LoadingState /> : null}
      {notifications.isError ? (
        <ErrorState
          title={t('notifications.error')}
          error={notifications.error}
          onRetry={() => void notifications.refetch()}
        />
      ) : null}
      {notifications.data?.items.length === 0 ? <EmptyState text={t('notifications.empty')} /> : null}
      <ul className="grid gap-2">
        {notifications.data?.items.map((n) => (
          <li
            key={n.id}
            data-read={n.read}
            className={`flex items-start gap-3 rounded-md border p-4 ${n.read ? 'border-white/5 bg-ink-900/50' : 'border-gold-500/30 bg-ink-900'}`}
          >
            <span aria-hidden="true" className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${TONE[n.type]}`} />
            <button
              type="button"
              onClick={() =>
                !n.read && markRead.mutate(n.id, { onError: (error) => toast.error(message(error)) })
              }
              className="min-w-0 flex-1 text-left"
            >
              <span className={`block text-sm ${n.read ? 'text-stone-300' : 'font-semibold text-ivory'}`}>
                {text(n).title}
                {!n.read ? (
                  <span className="ml-2 rounded-full bg-gold-500/20 px-2 py-0.5 text-[11px] text-gold-200">
                    {t('notifications.unread')}
                  </span>
                ) : null}
              </span>
              <span className="mt-0.5 block text-sm text-stone-400">{text(n).message}</span>
              <time dateTime={n.created_at} className="mt-1 block text-xs text-stone-400">
                {formatBrussels(n.created_at, i18n.language, 'dateTime')}
              </time>
            </button>
            {n.subject?.kind === 'booking' ? (
              <Link to={adminPath('booking', n.subject.id)} className="text-xs text-gold-300 hover:underline">
                {t('notifications.open')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

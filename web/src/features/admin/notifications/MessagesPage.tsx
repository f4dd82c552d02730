import { formatBrussels } from '@chauffeur/contracts';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMessages } from '../api/queries';
import { adminPath } from '../../../lib/paths';
import { LabelledValue } from '../ui/LabelledValue';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';

/** /admin/messages: the contact form's messages, newest first (each also raised a notification). */
export function MessagesPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('messages.title'));
  const messages = useMessages();
  return (
    <>
      <Link to={adminPath('notifications')} className="text-sm text-gold-300 hover:underline">
        ← {t('notifications.title')}
      </Link>
      <div className="mt-3">
        <AdminHeading title={t('messages.title')} />
      </div>
      {messages.isPending ? <LoadingState /> : null}
      {messages.isError ? (
        <ErrorState
          title={t('messages.error')}
          error={messages.error}
          onRetry={() => void messages.refetch()}
        />
      ) : null}
      {messages.data?.items.length === 0 ? <EmptyState text={t('messages.empty')} /> : null}
      <ul className="grid gap-3">
        {messages.data?.items.map((m) => (
          <li key={m.id} className="rounded-md border border-white/10 bg-ink-900 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm text-ivory">
                <LabelledValue label={t('messages.from')} labelClassName="text-stone-400">
                  <strong>{m.name}</strong>
                </LabelledValue>{' '}
                ·{' '}
                <a href={`mailto:${m.email}`} className="text-gold-300 hover:underline">
                  {m.email}
                </a>{' '}
                ·{' '}
                <a href={`tel:${m.phone.replace(/\s/g, '')}`} className="text-gold-300 hover:underline">
                  {m.phone}
                </a>
              </p>
              <time dateTime={m.received_at} className="text-xs text-stone-400">
                {formatBrussels(m.received_at, i18n.language, 'dateTime')}
              </time>
            </div>
            <p className="mt-2 text-sm whitespace-pre-line text-stone-300">{m.message}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatBrussels, type AdminNotification } from '@chauffeur/contracts';
import { useMarkRead } from '../api/mutations';
import { adminPath } from '../../../lib/paths';
import { useNotificationText } from '../notifications/useNotificationText';

const BellIcon = () => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className="h-5 w-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
  >
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** SPEC 2 top bell: the 5 latest notifications and View All; a click marks one read. */
export function NotificationBell({ latest, unread }: { latest: AdminNotification[]; unread: number }) {
  const { t, i18n } = useTranslation('admin');
  const text = useNotificationText();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const markRead = useMarkRead();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={`${t('bell.label')}${unread ? ` (${t('nav.unread', { count: unread })})` : ''}`}
        onClick={() => setOpen((value) => !value)}
        className="relative grid h-10 w-10 place-items-center rounded-full text-stone-200 hover:bg-white/10"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            data-testid="bell-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-gold-500 px-1 text-center text-[11px] font-bold text-ink-950"
          >
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div className="absolute right-0 z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-md border border-white/10 bg-ink-900 shadow-2xl shadow-black/50">
          <ul className="max-h-96 divide-y divide-white/5 overflow-y-auto">
            {latest.length === 0 ? <li className="p-4 text-sm text-stone-400">{t('bell.empty')}</li> : null}
            {latest.slice(0, 5).map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => !n.read && markRead.mutate(n.id)}
                  className="block w-full p-3 text-left hover:bg-white/5"
                >
                  <span className="flex items-center gap-2 text-sm font-semibold text-ivory">
                    {!n.read ? (
                      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-gold-400" />
                    ) : null}
                    {text(n).title}
                  </span>
                  <span className="mt-0.5 block text-xs text-stone-400">{text(n).message}</span>
                  <span className="mt-0.5 block text-[11px] text-stone-500">
                    {formatBrussels(n.created_at, i18n.language, 'dateTime')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Link
            to={adminPath('notifications')}
            onClick={() => setOpen(false)}
            className="block border-t border-white/10 p-3 text-center text-sm font-semibold text-gold-300 hover:bg-white/5"
          >
            {t('bell.viewAll')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToastStore, type Toast } from '../../lib/toast';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

const STYLE: Record<Toast['kind'], { icon: typeof CheckIcon; accent: string }> = {
  success: { icon: CheckIcon, accent: 'text-emerald-300 border-l-emerald-400' },
  error: { icon: AlertIcon, accent: 'text-red-300 border-l-red-400' },
  info: { icon: InfoIcon, accent: 'text-gold-300 border-l-gold-400' },
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismiss = useToastStore((state) => state.dismiss);
  const { icon: Icon, accent } = STYLE[toast.kind];

  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, dismiss]);

  return (
    // Each toast is its own status message, not a list item: a `role` on an `<li>` leaves the list with
    // items that are not list items (axe `list`, serious), and the toasts are no list a reader walks.
    <div
      role="status"
      // Errors interrupt the screen reader; confirmations wait for a pause.
      aria-live={toast.kind === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={`toast-enter pointer-events-auto flex w-full items-start gap-3 rounded-md border border-l-4 border-white/10 bg-ink-800/95 p-4 text-sm text-ivory shadow-2xl shadow-black/50 backdrop-blur ${accent}`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" />
      <p className="flex-1 leading-relaxed text-ivory">
        {toast.message}
        {/* Only toasts with a link need the router: the others render outside one too. */}
        {toast.link ? (
          <>
            {' '}
            <Link
              to={toast.link.to}
              onClick={() => dismiss(toast.id)}
              className="font-semibold whitespace-nowrap text-gold-300 underline underline-offset-2 hover:text-gold-200"
            >
              {toast.link.label}
            </Link>
          </>
        ) : null}
      </p>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        aria-label={t('toast.dismiss')}
        className="-m-1 rounded p-1 text-stone-300 hover:text-ivory"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </div>
  );
}

/**
 * Notification messages at the top right, under the fixed header (SPEC 2); on a phone at the bottom
 * (decision 263): at the top, a full-width toast hid the page's title and the admin bell's open list. Its
 * position is the `toast-region` class (index.css).
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((state) => state.toasts);
  return (
    <section aria-label={t('toast.region')} className="toast-region">
      <div className="flex flex-col gap-3">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </div>
    </section>
  );
}

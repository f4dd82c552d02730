import '../i18n/register';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, InfoIcon } from '../../../components/ui/icons';
import { ApiError, useErrorMessage } from '../../../lib/api';
import { focusOnMount } from '../../../lib/focusOnMount';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div role="status" className="flex items-center gap-3 rounded-md border border-white/10 bg-ink-900 p-6">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-gold-500/30 border-t-gold-400 motion-reduce:animate-none" />
      <span className="text-sm text-stone-300">{label ?? t('common.loading')}</span>
    </div>
  );
}

/** The screen's SPEC 8 error title, the reason in the visitor's language, and a way to try again. */
export function ErrorState({
  title,
  error,
  onRetry,
  children,
}: {
  title: string;
  error?: unknown;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const message = useErrorMessage();
  return (
    <div role="alert" className="rounded-md border border-red-400/30 bg-red-950/30 p-6">
      <div className="flex items-start gap-3">
        <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-300" />
        <div className="min-w-0">
          <h2 className="font-semibold text-ivory">{title}</h2>
          {error !== undefined ? <p className="mt-1 text-sm text-stone-300">{message(error)}</p> : null}
          {children}
          {onRetry ? (
            <button type="button" onClick={onRetry} className="btn-outline mt-4 min-h-9 px-4 text-xs">
              {t('common.retry')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-md border border-dashed border-white/15 p-10 text-center">
      <InfoIcon className="h-6 w-6 text-gold-400" />
      <p className="text-sm text-stone-300">{text}</p>
      {children}
    </div>
  );
}

/** The title row of an admin screen, with its main actions on the right. */
export function AdminHeading({
  title,
  children,
  focused = false,
}: {
  title: string;
  children?: ReactNode;
  /** Takes the focus when shown: the page was reached by an action whose own page is gone (a deleted booking). */
  focused?: boolean;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1
        ref={focused ? focusOnMount : undefined}
        tabIndex={focused ? -1 : undefined}
        className="font-display text-3xl font-semibold text-ivory outline-none"
      >
        {title}
      </h1>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

/**
 * The edit page of one record: while `id` is set, its loading state, a not-found note, or the load error with a
 * retry; then the form (with the record, or empty for a new one).
 */
export function RecordLoader<T>(props: {
  id: string | undefined;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  notFound: string;
  error: string;
  children: (record: T | undefined) => ReactNode;
}) {
  const { id, query } = props;
  if (id && query.isPending) return <LoadingState />;
  if (id && query.isError)
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <EmptyState text={props.notFound} />
    ) : (
      <ErrorState title={props.error} onRetry={() => void query.refetch()} />
    );
  return <>{props.children(query.data)}</>;
}

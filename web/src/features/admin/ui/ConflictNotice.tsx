import { useTranslation } from 'react-i18next';

/**
 * A save refused with 409 (someone else saved the record since this form opened): the panel's sentence
 * in the admin's language, alone (the server's English detail is left out), and a way to reload.
 */
export function ConflictNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-gold-500/40 bg-gold-500/10 p-4 text-sm text-gold-200"
    >
      <p>{t('conflict.text')}</p>
      <button type="button" onClick={onReload} className="btn-outline min-h-10 px-4 text-xs">
        {t('conflict.reload')}
      </button>
    </div>
  );
}

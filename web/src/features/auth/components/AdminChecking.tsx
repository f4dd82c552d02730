import { useTranslation } from 'react-i18next';

/** The admin guard's spinner while it decides: also shown while the guard's own chunk loads. */
export function AdminChecking() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center">
      <span className="h-10 w-10 animate-spin rounded-full border-2 border-gold-500/30 border-t-gold-400 motion-reduce:animate-none" />
      <span className="sr-only">{t('adminGuard.checking')}</span>
    </div>
  );
}

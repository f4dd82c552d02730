import { useTranslation } from 'react-i18next';

/** The page area while a page's code loads: a quiet gold pulse, announced to screen readers. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[60dvh] place-items-center" aria-busy="true">
      <p role="status" className="flex items-center gap-3 text-sm text-stone-400">
        <span
          aria-hidden="true"
          className="h-2 w-2 animate-pulse rounded-full bg-gold-400 motion-reduce:animate-none"
        />
        {t('site.loading')}
      </p>
    </div>
  );
}

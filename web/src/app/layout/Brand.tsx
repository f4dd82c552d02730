import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/paths';

/** The wordmark: a gold monogram beside the name, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to={PATHS.home}
      onClick={onNavigate}
      aria-label={t('brand.homeLink')}
      className="group flex items-center gap-3"
    >
      <span
        aria-hidden="true"
        className="grid h-10 w-10 shrink-0 place-items-center rounded-full border border-gold-500/80 font-display text-xl leading-none font-semibold text-gold-300 transition-colors group-hover:border-gold-300"
      >
        B
      </span>
      <span aria-hidden="true" className="flex flex-col leading-none">
        <span className="font-display text-2xl font-semibold tracking-wide whitespace-nowrap text-ivory">
          {t('brand.city')}
        </span>
        <span className="mt-1 text-[0.6rem] font-semibold tracking-[0.32em] whitespace-nowrap text-gold-400 uppercase">
          {t('brand.line')}
        </span>
      </span>
    </Link>
  );
}

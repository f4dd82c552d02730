import { formatBrussels } from '@chauffeur/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/useFormat';

/** Tells the admin the form opened on unsaved work kept from before (a session that ended), with Discard. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: number | null; onDiscard: () => void }) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  if (savedAt === null) return null;
  // On the Brussels clock, like every time the panel shows (decision 239), whatever the laptop's zone.
  const time = formatBrussels(savedAt, language, 'time');
  return (
    <div
      role="status"
      data-testid="draft-notice"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-gold-500/40 bg-gold-500/10 px-4 py-3 text-sm text-gold-100"
    >
      <p>
        <strong className="font-semibold">{t('drafts.restored')}</strong> {t('drafts.restoredText', { time })}
      </p>
      <button
        type="button"
        onClick={onDiscard}
        className="rounded-sm border border-white/20 px-3 py-1.5 text-xs font-semibold text-stone-100 hover:bg-white/10"
      >
        {t('drafts.discard')}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/publicConfig';

/** While the admin has maintenance mode on, every public page says so (bookings are refused meanwhile). */
export function MaintenanceBanner() {
  const { t } = useTranslation('notice');
  const config = usePublicConfig();
  if (!config.data?.maintenance_mode) return null;
  return (
    <div
      role="status"
      data-testid="maintenance-banner"
      className="border-b border-amber-400/30 bg-amber-950/60 px-5 py-3 text-center text-sm text-amber-100"
    >
      <strong className="font-semibold">{t('maintenance.title')}</strong> {t('maintenance.text')}
    </div>
  );
}

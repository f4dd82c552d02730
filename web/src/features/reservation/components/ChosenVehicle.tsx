import { useTranslation } from 'react-i18next';
import { CarIcon } from '../../../components/ui/icons';
import { useVehicles } from '../../fleet';
import { useWizard } from '../wizard/store';
import { HyphenatedName } from '../../../components/ui/HyphenatedName';

/** The vehicle chosen in advance (a fleet card's Book Now, or step 2 before going back), shown on step 1. */
export function ChosenVehicle() {
  const { t } = useTranslation();
  const vehicleId = useWizard((s) => s.vehicleId);
  const vehicles = useVehicles();
  const vehicle = vehicleId ? vehicles.data?.find((v) => v.id === vehicleId) : undefined;
  if (!vehicle) return null;
  return (
    <p className="flex items-center gap-3 rounded-sm border border-gold-500/25 bg-ink-900 px-4 py-3 text-sm">
      <CarIcon className="h-5 w-5 text-gold-400" />
      <span className="text-xs tracking-[0.15em] text-stone-400 uppercase">{t('wizard.vehicle')}</span>
      <span className="font-semibold text-ivory">
        <HyphenatedName name={vehicle.name} />
      </span>
    </p>
  );
}

import type { ServiceIcon as IconName } from '@chauffeur/contracts';
import { CarIcon } from '../../../components/ui/icons';
import {
  BuildingIcon,
  GraduationCapIcon,
  PartyPopperIcon,
  PlaneIcon,
} from '../../../components/ui/site-icons';

const ICONS: Record<IconName, typeof CarIcon> = {
  Plane: PlaneIcon,
  Car: CarIcon,
  GraduationCap: GraduationCapIcon,
  PartyPopper: PartyPopperIcon,
  Building2: BuildingIcon,
};

/** The icon of a service (SPEC 3), the car when it names none this site knows. */
export function ServiceIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon as IconName] ?? CarIcon;
  return <Icon className={className} />;
}

/** The icon in its gold ring, as cards show it. */
export function ServiceIconBadge({ icon }: { icon: string }) {
  return (
    <span className="grid h-14 w-14 shrink-0 place-items-center rounded-full border border-gold-500/50 bg-gold-500/5 text-gold-300">
      <ServiceIcon icon={icon} className="h-6 w-6" />
    </span>
  );
}

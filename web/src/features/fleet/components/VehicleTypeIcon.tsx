import type { VehicleType } from '@chauffeur/contracts';
import { CarIcon, CrownIcon, VanIcon } from '../../../components/ui/icons';

/** SPEC 2 knows three icons: luxury, van, and 'other' for every remaining type (standard included). */
export type VehicleIconKind = 'luxury' | 'van' | 'other';

export function vehicleIconKind(type: VehicleType): VehicleIconKind {
  return type === 'luxury' || type === 'van' ? type : 'other';
}

const ICONS = { luxury: CrownIcon, van: VanIcon, other: CarIcon } as const;

export function VehicleTypeIcon({ kind, className }: { kind: VehicleIconKind; className?: string }) {
  const Icon = ICONS[kind];
  return <Icon className={className} />;
}

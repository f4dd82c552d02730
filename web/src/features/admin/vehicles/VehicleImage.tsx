import { useState } from 'react';
import type { VehicleType } from '@chauffeur/contracts';
import { VehicleTypeIcon, vehicleIconKind } from '../../fleet';

/** The vehicle's picture, or a placeholder when there is none or it fails to load (SPEC 2). */
export function VehicleImage({ src, type, alt }: { src: string; type: VehicleType; alt: string }) {
  // The address that failed, not a flag: a new picture is tried again without resetting anything.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  if (!src || failed)
    return (
      <div
        data-testid="image-placeholder"
        role="img"
        aria-label={alt}
        className="grid aspect-[16/9] w-full place-items-center bg-ink-800 text-gold-400"
      >
        <VehicleTypeIcon kind={vehicleIconKind(type)} className="h-12 w-12" />
      </div>
    );
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
      className="aspect-[16/9] w-full object-cover"
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { zoneFareListSchema, zoneListSchema } from '@chauffeur/contracts';
import { adminGet } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import type { ZonePlaces } from './zone-place';

/** The operator's zones (tens of them: the server answers the whole list). */
export const useZones = () =>
  useQuery({
    queryKey: adminKeys.zones,
    queryFn: async ({ signal }) => (await adminGet('/zones', zoneListSchema, signal)).items,
  });

/** Every zone pair's fixed fares, one price per vehicle model. */
export const useZoneFareTable = () =>
  useQuery({
    queryKey: adminKeys.zoneFares,
    queryFn: async ({ signal }) => (await adminGet('/zone-fares', zoneFareListSchema, signal)).items,
  });

/** The gazetteer's names for the zones (zone-place.ts), loaded once with the page; a module, not data. */
export const useZonePlaces = () =>
  useQuery({
    queryKey: ['admin', 'gazetteer'],
    queryFn: (): Promise<ZonePlaces> => import('./zone-place'),
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });

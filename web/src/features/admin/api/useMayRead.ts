import { ADMIN_API_AREAS, can } from '@chauffeur/contracts';
import { useAuthStore } from '../../auth';

/**
 * Whether the signed-in role may read an /api/admin area, from the table the server's guard reads
 * (contracts ADMIN_API_AREAS with ROLE_PERMISSIONS): a query of an area the role may not read is not
 * sent at all (a dispatcher's dashboard asked for the settings and got 403 on every visit).
 */
export function useMayRead(area: keyof typeof ADMIN_API_AREAS): boolean {
  const role = useAuthStore((state) => state.role ?? state.session?.user.role ?? null);
  const needs = ADMIN_API_AREAS[area];
  return role !== null && needs !== undefined && can(role, needs.read);
}

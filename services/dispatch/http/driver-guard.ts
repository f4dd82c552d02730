import { requirePermission } from '@chauffeur/platform';

/**
 * Guard of every `/api/driver/*` route (issue 17): 401 without a valid access token, 403 for a role
 * without the `drive` permission (the permission table, decision 150: drivers only).
 */
export const requireDriver = requirePermission('drive');

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffListSchema, type InviteStaffBody, type StaffRole } from '@chauffeur/contracts';
import { adminCommand, adminGet } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import { refreshAfterCommand } from '../api/read-models';

/** Staff and chauffeurs by name (a few dozen: one page). */
export const useStaff = () =>
  useQuery({
    queryKey: adminKeys.staff,
    queryFn: ({ signal }) => adminGet('/staff', staffListSchema, signal),
  });

/** What an admin does on the staff page; each answer refreshes the list (read-your-writes). */
export type StaffAction =
  | { kind: 'invite'; body: InviteStaffBody }
  | { kind: 'reinvite'; id: string }
  /** `revision`: the member's `role_revision` as the list showed it (decision 284). */
  | { kind: 'role'; id: string; role: StaffRole; revision: number }
  | { kind: 'deactivate' | 'reactivate'; id: string }
  /** `name`: said once the invitation is gone, with its card. */
  | { kind: 'withdraw'; id: string; name: string };

const send = (action: StaffAction) => {
  switch (action.kind) {
    case 'invite':
      return adminCommand('POST', '/staff', { body: action.body });
    case 'reinvite':
      return adminCommand('POST', `/staff/${action.id}/invitation`);
    case 'withdraw':
      return adminCommand('DELETE', `/staff/${action.id}/invitation`);
    case 'role':
      return adminCommand('PUT', `/staff/${action.id}/role`, {
        body: { role: action.role },
        revision: action.revision,
      });
    default:
      return adminCommand('POST', `/staff/${action.id}/${action.kind}`);
  }
};

export function useStaffAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: (result) => refreshAfterCommand(client, result, 'staff'),
  });
}

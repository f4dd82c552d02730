import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContactMessageRow } from '@chauffeur/contracts';
import { useErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { adminCommand } from '../api/admin-client';
import { refreshAfterCommand } from '../api/read-models';
import { isStaleRevision } from '../ui/stale-revision';

/**
 * Sets (`answered` true) or undoes a message's answered mark (decision 326), with the revision the operator
 * saw: a colleague who marked or unmarked it meanwhile makes it a 409, said in the admin's language, and the
 * list refetches so the row shows who did. Busy until the list shows the new mark: pressed again before, it
 * would send the same mark again.
 */
export function useMarkAnswered() {
  const { t } = useTranslation('admin');
  const message = useErrorMessage();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ row, answered }: { row: ContactMessageRow; answered: boolean }) =>
      adminCommand('PUT', `/messages/${row.id}/answered`, { body: { answered }, revision: row.revision }),
    onSuccess: (_result, { answered }) =>
      toast.success(t(answered ? 'messages.markedAnswered' : 'messages.markedWaiting')),
    onError: (error) => toast.error(isStaleRevision(error) ? t('messages.conflict') : message(error)),
    onSettled: (result) => refreshAfterCommand(client, result, 'messages'),
  });
}

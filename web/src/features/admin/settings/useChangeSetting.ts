import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Settings, SettingsValues } from '@chauffeur/contracts';
import { ApiError, useErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { adminCommand } from '../api/admin-client';
import { refreshAfterCommand } from '../api/read-models';

/** One setting per command and event (SPEC 7), sent with the revision read; a toast either way. */
export function useChangeSetting(settings: Settings | undefined) {
  const { t } = useTranslation('admin');
  const message = useErrorMessage();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: Partial<SettingsValues>) => {
      if (!settings) throw new Error(t('settings.noRecord'));
      return adminCommand('PATCH', '/settings', { body: patch, revision: settings.revision });
    },
    onSuccess: () => toast.success(t('settings.saved')),
    onError: (error) =>
      toast.error(error instanceof ApiError || !(error instanceof Error) ? message(error) : error.message),
    onSettled: (result) => refreshAfterCommand(client, result, 'settings'),
  });
}

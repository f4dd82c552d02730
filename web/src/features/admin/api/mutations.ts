import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCommand } from './admin-client';
import { refreshAfterCommand } from './read-models';

const markResultParser = {
  parse: (data: unknown) => data as { position: string; marked: number; models?: string[] },
};

/** Marks one notification read, or all of them, then refetches what the answer names (the list, the badge). */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | 'all') => {
      const path = id === 'all' ? '/notifications/read-all' : `/notifications/${encodeURIComponent(id)}/read`;
      return adminCommand('POST', path, { schema: markResultParser });
    },
    onSettled: (result) => refreshAfterCommand(client, result, 'notifications'),
  });
}

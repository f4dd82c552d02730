import { useMutation } from '@tanstack/react-query';
import { commandResultSchema, type ContactMessage } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/** POST /api/messages with an Idempotency-Key, so a retried send never arrives twice. */
export function useSendMessage() {
  return useMutation({
    mutationFn: ({ message, key }: { message: ContactMessage; key: string }) =>
      api.post('/messages', message, { schema: commandResultSchema, headers: { 'Idempotency-Key': key } }),
  });
}

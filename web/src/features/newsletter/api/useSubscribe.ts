import { useMutation } from '@tanstack/react-query';
import { newsletterResultSchema } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/** POST /api/newsletter: one answer whether the address is new or already on the list (issue 13). */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api.post('/newsletter', { email }, { schema: newsletterResultSchema }),
  });
}

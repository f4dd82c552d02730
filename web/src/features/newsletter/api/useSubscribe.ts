import { useMutation } from '@tanstack/react-query';
import { newsletterResultSchema } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/** POST /api/newsletter: says whether the address is new on the list or was already on it. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api.post('/newsletter', { email }, { schema: newsletterResultSchema }),
  });
}

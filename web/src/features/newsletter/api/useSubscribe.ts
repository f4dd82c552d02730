import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/newsletter (DESIGN 6). */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api.post('/newsletter', { email }),
  });
}

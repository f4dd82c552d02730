import { useQuery } from '@tanstack/react-query';
import { adminReviewListSchema } from '@chauffeur/contracts';
import { adminGet } from '../api/admin-client';
import { adminKeys } from '../api/keys';

/** Every review, pending first (issue 18); a customer's new one refetches it live (read-models.ts). */
export const useAdminReviews = () =>
  useQuery({
    queryKey: adminKeys.reviews,
    queryFn: async ({ signal }) => (await adminGet('/reviews', adminReviewListSchema, signal)).items,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityPageSchema } from '@chauffeur/contracts';
import { adminGet } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import { PAGE_SIZE } from '../api/queries';

/** One page of the activity feed, newest first; `kind` keeps one kind of record (all when empty). */
export const useActivity = (kind: string, page: number) =>
  useQuery({
    queryKey: [...adminKeys.activity, kind, page],
    queryFn: ({ signal }) =>
      adminGet(
        `/activity?${new URLSearchParams({
          ...(kind ? { kind } : {}),
          limit: String(PAGE_SIZE),
          offset: String(page * PAGE_SIZE),
        })}`,
        activityPageSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

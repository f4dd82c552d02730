import { useDeferredValue, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** What a section shows of a query: the same cases as TanStack Query's result, so the checks narrow alike. */
export type DeferredQuery<T> =
  | { isPending: true; isError: false; isSuccess: false; data: undefined }
  | { isPending: false; isError: true; isSuccess: false; data: T | undefined }
  | { isPending: false; isError: false; isSuccess: true; data: T };

/**
 * A query's result for a section drawn when its data arrives (the landing page's lists). TanStack Query
 * hands results to React as synchronous store updates, so each arriving list was drawn, cards and all, in
 * one task the visitor's typing had to wait for (up to ~100 ms on a phone). Deferred, React draws it in a
 * background render split into slices of a few milliseconds; until that is done the section shows what
 * it showed before (its loading state), so the two never mix.
 */
export function useDeferredQuery<T>(result: UseQueryResult<T>): DeferredQuery<T> {
  const status = useDeferredValue(result.status);
  const data = useDeferredValue(result.data);
  return useMemo((): DeferredQuery<T> => {
    if (status === 'pending') return { isPending: true, isError: false, isSuccess: false, data: undefined };
    if (status === 'error') return { isPending: false, isError: true, isSuccess: false, data };
    return { isPending: false, isError: false, isSuccess: true, data: data as T };
  }, [status, data]);
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerDetailSchema, customerPageSchema } from '@chauffeur/contracts';
import { adminGet } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import { PAGE_SIZE } from '../api/queries';
import { useLanguageKey } from '../../../lib/useLanguageKey';

/** One page of the customers list, `q` searching name, e-mail and phone (server-side). */
export const useCustomers = (q: string, page: number) =>
  useQuery({
    queryKey: [...adminKeys.customers, 'list', q, page],
    queryFn: ({ signal }) =>
      adminGet(
        `/customers?${new URLSearchParams({
          ...(q ? { q } : {}),
          limit: String(PAGE_SIZE),
          offset: String(page * PAGE_SIZE),
        })}`,
        customerPageSchema,
        signal,
      ),
    // The previous page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

/** One customer by the opaque key the list gave, with their bookings (places in the admin's language). */
export const useCustomer = (key: string) =>
  useQuery({
    ...useLanguageKey(adminKeys.customer(key)),
    queryFn: ({ signal }) => adminGet(`/customers/${encodeURIComponent(key)}`, customerDetailSchema, signal),
  });

import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../auth';
import { myContactRequest } from '../api/myContact';
import { prefillPatch } from './prefill';
import { useWizard } from './store';

/**
 * A signed-in customer's name, e-mail and phone go into the wizard's empty contact fields as soon as the
 * server answers (asked when the wizard opens, so they are there by step 3). Applied once: a field the
 * visitor empties afterwards stays empty.
 */
export function usePrefillContact() {
  const userId = useAuthStore((state) =>
    state.status === 'signedIn' ? (state.session?.user.id ?? null) : null,
  );
  const contact = useQuery({
    queryKey: ['me', 'contact', userId],
    queryFn: ({ signal }) => myContactRequest(signal),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!contact.data || !userId || applied.current === userId) return;
    applied.current = userId;
    const state = useWizard.getState();
    const patch = prefillPatch(state, contact.data);
    if (Object.keys(patch).length > 0) state.update(patch);
  }, [contact.data, userId]);
}

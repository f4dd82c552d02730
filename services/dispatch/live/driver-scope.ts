import type { ReadStore } from '@chauffeur/projections';
import type { LiveScope } from '@chauffeur/platform';
import { chauffeurOfAccount } from '../projections/chauffeur-queries';
import { accountKey, chauffeurKey } from './driver-audience';

/**
 * What one driver's live stream hears (decision 236): the events of the rides of the chauffeur its account
 * is, and of that chauffeur's record. Bound to the account the server signed the ticket for: no parameter
 * of the client chooses whose feed it is. Which chauffeur the account is can change (a record gets or loses
 * its e-mail, is made inactive): on a change of a record it hears of, it looks again, before the next event.
 */
export async function driverScope(readStore: ReadStore, email: string): Promise<LiveScope> {
  const account = accountKey(email);
  const resolve = async () => (await chauffeurOfAccount(readStore, email))?.id ?? null;
  let chauffeurId = await resolve();
  return {
    async hears(keys) {
      const mine =
        keys.includes(account) || (chauffeurId !== null && keys.includes(chauffeurKey(chauffeurId)));
      // Only a chauffeur record's audience names an account: the record may now be (or no longer be) ours.
      if (mine && keys.some((key) => key.startsWith('account:')))
        chauffeurId = await resolve().catch(() => chauffeurId);
      return mine;
    },
  };
}

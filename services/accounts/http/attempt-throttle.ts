import { clientAddressKey } from '@chauffeur/platform';
import {
  decideAttempt,
  SIGN_IN_BRAKES,
  SIGN_UP_BRAKE,
  waitMs,
  type BrakePolicies,
  type BrakePolicy,
} from '../auth/sign-in-brake';
import { MemoryFailureCounts } from './failure-counts/memory-failure-counts';
import type { FailureCounts } from './failure-counts/port';

export interface ThrottleOptions {
  now: () => number;
  /** Where the counts live: shared by the API replicas in MongoDB (decision 221); default this process's memory. */
  counts?: FailureCounts;
  signIn?: BrakePolicies;
  signUp?: BrakePolicy;
}

/**
 * The brakes' memory: failure counts per account, per client address and per (account, address), and
 * sign-ups per address, kept in `counts` (each kind under its own key prefix). `scope` keeps sign-in and
 * password-change counts apart.
 */
export class AttemptThrottle {
  private readonly counts: FailureCounts;
  private readonly signIn: BrakePolicies;
  private readonly signUp: BrakePolicy;

  constructor(private readonly options: ThrottleOptions) {
    this.counts = options.counts ?? new MemoryFailureCounts();
    this.signIn = options.signIn ?? SIGN_IN_BRAKES;
    this.signUp = options.signUp ?? SIGN_UP_BRAKE;
  }

  private keys(scope: string, account: string, ip: string) {
    const address = `${scope}|${clientAddressKey(ip)}`;
    const who = `${scope}|${account.trim().toLowerCase()}`;
    return { account: `account:${who}`, address: `address:${address}`, pair: `pair:${who}|${address}` };
  }

  /** Milliseconds this attempt must wait before it is heard (0: check the password now). */
  async waitBeforeAttempt(scope: string, account: string, ip: string): Promise<number> {
    const keys = this.keys(scope, account, ip);
    const [accountCount, addressCount, pairCount] = await this.counts.get([
      keys.account,
      keys.address,
      keys.pair,
    ]);
    return decideAttempt(
      { account: accountCount, address: addressCount, pair: pairCount },
      this.options.now(),
      this.signIn,
    );
  }

  async failed(scope: string, account: string, ip: string): Promise<void> {
    const keys = this.keys(scope, account, ip);
    const now = this.options.now();
    const { account: perAccount, address: perAddress } = this.signIn;
    await Promise.all([
      this.counts.fail(keys.account, perAccount, now),
      this.counts.fail(keys.address, perAddress, now),
      this.counts.fail(keys.pair, perAccount, now),
    ]);
  }

  /**
   * A right password: the address's failures are forgotten (a colleague's typos in a shared office no
   * longer slow it down), and so are its failures on this account, also in the account's count. The rest
   * of that count stays: the failures of other addresses, which must keep waiting.
   */
  async succeeded(scope: string, account: string, ip: string): Promise<void> {
    const keys = this.keys(scope, account, ip);
    const [pair] = await this.counts.get([keys.pair]);
    const own = pair?.failures ?? 0;
    if (own > 0) await this.counts.subtract(keys.account, own);
    await Promise.all([this.counts.forget(keys.address), this.counts.forget(keys.pair)]);
  }

  /** Sign-ups count every attempt per address; returns the wait, or 0 and counts this one. */
  async takeSignUp(ip: string): Promise<number> {
    const key = `signup:${clientAddressKey(ip)}`;
    const now = this.options.now();
    const [count] = await this.counts.get([key]);
    const wait = waitMs(count, this.signUp, now);
    if (wait === 0) await this.counts.fail(key, this.signUp, now);
    return wait;
  }
}

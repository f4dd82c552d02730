import { BoundedCounts } from './bounded-counts';
import { clientAddressKey } from '@chauffeur/platform';
import {
  afterFailure,
  decideAttempt,
  SIGN_IN_BRAKES,
  SIGN_UP_BRAKE,
  waitMs,
  type BrakePolicies,
  type BrakePolicy,
} from '../auth/sign-in-brake';

export interface ThrottleOptions {
  now: () => number;
  signIn?: BrakePolicies;
  signUp?: BrakePolicy;
  maxEntries?: number;
}

/**
 * The brakes' memory for one process (in memory: a restart forgets it, which only ever helps a legitimate
 * user; several API replicas each brake on their own, see docs/decisions.md). `scope` keeps sign-in and
 * password-change counts apart.
 */
export class AttemptThrottle {
  private readonly accounts: BoundedCounts;
  private readonly addresses: BoundedCounts;
  private readonly pairs: BoundedCounts;
  private readonly signUps: BoundedCounts;
  private readonly signIn: BrakePolicies;
  private readonly signUp: BrakePolicy;

  constructor(private readonly options: ThrottleOptions) {
    const max = options.maxEntries ?? 20_000;
    this.accounts = new BoundedCounts(max);
    this.addresses = new BoundedCounts(max);
    this.pairs = new BoundedCounts(max);
    this.signUps = new BoundedCounts(max);
    this.signIn = options.signIn ?? SIGN_IN_BRAKES;
    this.signUp = options.signUp ?? SIGN_UP_BRAKE;
  }

  private keys(scope: string, account: string, ip: string) {
    const address = `${scope}|${clientAddressKey(ip)}`;
    const who = `${scope}|${account.trim().toLowerCase()}`;
    return { account: who, address, pair: `${who}|${address}` };
  }

  /** Milliseconds this attempt must wait before it is heard (0: check the password now). */
  waitBeforeAttempt(scope: string, account: string, ip: string): number {
    const keys = this.keys(scope, account, ip);
    return decideAttempt(
      {
        account: this.accounts.get(keys.account),
        address: this.addresses.get(keys.address),
        pair: this.pairs.get(keys.pair),
      },
      this.options.now(),
      this.signIn,
    );
  }

  failed(scope: string, account: string, ip: string): void {
    const keys = this.keys(scope, account, ip);
    const now = this.options.now();
    const { account: perAccount, address: perAddress } = this.signIn;
    this.accounts.set(keys.account, afterFailure(this.accounts.get(keys.account), perAccount, now));
    this.addresses.set(keys.address, afterFailure(this.addresses.get(keys.address), perAddress, now));
    this.pairs.set(keys.pair, afterFailure(this.pairs.get(keys.pair), perAccount, now));
  }

  /**
   * A right password: the address's failures are forgotten (a colleague's typos in a shared office no
   * longer slow it down), and so are its failures on this account, also in the account's count. The rest
   * of that count stays: the failures of other addresses, which must keep waiting.
   */
  succeeded(scope: string, account: string, ip: string): void {
    const keys = this.keys(scope, account, ip);
    const own = this.pairs.get(keys.pair)?.failures ?? 0;
    const total = this.accounts.get(keys.account);
    if (total && own > 0) {
      const failures = total.failures - own;
      if (failures > 0) this.accounts.set(keys.account, { ...total, failures });
      else this.accounts.delete(keys.account);
    }
    this.addresses.delete(keys.address);
    this.pairs.delete(keys.pair);
  }

  /** Sign-ups count every attempt per address; returns the wait, or 0 and counts this one. */
  takeSignUp(ip: string): number {
    const key = clientAddressKey(ip);
    const now = this.options.now();
    const wait = waitMs(this.signUps.get(key), this.signUp, now);
    if (wait === 0) this.signUps.set(key, afterFailure(this.signUps.get(key), this.signUp, now));
    return wait;
  }
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N = 2^logN, block size r, parallelism p. */
export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

/** The production cost (issue 4): N = 2^17, r = 8, p = 1, i.e. 128 MiB and ~0.3 s per hash. */
export const PRODUCTION_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/**
 * Hashes at once, at most. Each needs 128 MiB at the production cost; libuv's pool (4 threads) would
 * otherwise allow 512 MiB during a burst of sign-ins, and starve file I/O that shares the pool.
 */
const MAX_CONCURRENT = 2;

/** scrypt needs 128 * N * r bytes; Node refuses above `maxmem` (32 MiB by default), so allow twice that. */
const maxmemFor = ({ logN, r }: ScryptParams) => 2 * 128 * 2 ** logN * r;

const derive = (password: string, salt: Buffer, params: ScryptParams) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = {
      N: 2 ** params.logN,
      r: params.r,
      p: params.p,
      maxmem: maxmemFor(params),
    };
    // The async form runs on the libuv pool: the event loop keeps serving while a hash is computed.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** Limits how many hashes run at once; the rest wait their turn in order. */
function limiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

const encode = (params: ScryptParams, salt: Buffer, key: Buffer) =>
  `scrypt$${params.logN}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

function decode(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return null;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (![params.logN, params.r, params.p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export interface PasswordHasher {
  /** A new salted hash in `scrypt$logN$r$p$salt$key` form; the parameters travel with the hash. */
  hash(password: string): Promise<string>;
  /** Compares in constant time, with the parameters stored in the hash. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Does the work of a failed verification against a hash of the current cost, for sign-ins with an
   * unknown address: they then take as long as a wrong password, and reveal nothing by their timing.
   */
  verifyNothing(password: string): Promise<false>;
}

export function createPasswordHasher(params: ScryptParams = PRODUCTION_SCRYPT): PasswordHasher {
  const limit = limiter(MAX_CONCURRENT);
  const dummy = { salt: randomBytes(SALT_LENGTH), key: randomBytes(KEY_LENGTH) };

  const verifyWith = async (password: string, salt: Buffer, key: Buffer, cost: ScryptParams) => {
    const candidate = await limit(() => derive(password, salt, cost));
    return candidate.length === key.length && timingSafeEqual(candidate, key);
  };

  return {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH);
      return encode(params, salt, await limit(() => derive(password, salt, params)));
    },
    async verify(password, stored) {
      const decoded = decode(stored);
      if (!decoded) return false;
      return verifyWith(password, decoded.salt, decoded.key, decoded.params);
    },
    async verifyNothing(password) {
      await verifyWith(password, dummy.salt, dummy.key, params);
      return false;
    },
  };
}

/** A cheap cost for tests only (hashes in ~1 ms); production code uses the default. */
export const TEST_SCRYPT: ScryptParams = { logN: 10, r: 8, p: 1 };

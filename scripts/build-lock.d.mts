/** Runs `fn` holding the lock directory `lock`, waiting while another live process holds it. */
export declare function withBuildLock<T>(lock: string, fn: () => T, options?: { waitMs?: number }): T;

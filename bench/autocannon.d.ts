// autocannon ships no types and @types/autocannon is not among the bench's dependencies: the part the
// benchmark uses, so bench/ type-checks (tsconfig.tools.json).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: string;
      body?: string;
      headers?: Record<string, string>;
      /** Seconds. */
      duration?: number;
      connections?: number;
    }
    interface Result {
      /** `total`: requests answered in the run. */
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
      /** Requests given up after the client timeout (10 s), also counted in `errors`: no latency figure holds them. */
      timeouts: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}

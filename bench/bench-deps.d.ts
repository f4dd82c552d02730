// The bench-only packages (bench/package.json) are installed by `npm run bench` on first use, not by
// `npm ci`, so a clean clone's `npm run lint` has no types for them. These are the parts bench/run.ts uses;
// TypeScript takes them only when the package itself cannot be resolved (an installed package's own types
// win), so the benchmark type-checks both on a fresh clone (CI) and once its packages are installed.
declare module 'lighthouse' {
  interface Category {
    score: number | null;
  }
  interface RunnerResult {
    lhr: {
      categories: Record<string, Category | undefined>;
      runtimeError?: { code: string; message: string };
    };
  }
  export default function lighthouse(
    url: string,
    flags: { port: number; onlyCategories: string[]; output: 'json'; logLevel: 'error' },
  ): Promise<RunnerResult | undefined>;
}

declare module 'chrome-launcher' {
  export interface LaunchedChrome {
    port: number;
    kill(): void | Promise<void>;
  }
  export function launch(options: { chromePath?: string; chromeFlags?: string[] }): Promise<LaunchedChrome>;
}

declare module '@event-driven-io/emmett-sqlite' {
  interface Event {
    type: string;
    data: unknown;
    metadata: unknown;
  }
  export function getSQLiteEventStore(options: { fileName: string }): {
    appendToStream(
      stream: string,
      events: Event[],
      options: { expectedStreamVersion: bigint },
    ): Promise<unknown>;
  };
}

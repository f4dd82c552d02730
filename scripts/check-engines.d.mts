export declare const LOCKFILES: readonly string[];
export declare function declaredRange(): string;
export declare function supportsNode(version: string): boolean;
export declare function workspaceMismatches(): { workspace: string; range: string | undefined }[];
export declare function engineConflicts(
  lock: { packages?: Record<string, { version?: string; engines?: unknown }> },
  range: string,
): { path: string; version: string | undefined; requires: string }[];
export declare function checkEngines(): string[];

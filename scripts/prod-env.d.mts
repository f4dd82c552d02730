export interface ProdEnvEntry {
  key: string;
  value: string;
  comment: string;
}
export declare function prodEnv(input: {
  siteHost: string;
  adminEmail: string;
  replicas: number;
  randomBytes: (size: number) => Buffer;
}): ProdEnvEntry[];
export declare function renderEnvFile(entries: ProdEnvEntry[], now: Date): string;
export declare function looksLikeEmail(value: string): boolean;

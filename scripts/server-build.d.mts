export declare const SERVER_DIST: string;
export declare function serverIsStale(): boolean;
export declare function buildServer(options?: { quiet?: boolean }): Promise<void>;
export declare function buildServerIfStale(options?: { quiet?: boolean }): Promise<void>;

export declare const SERVER_ENTRIES: readonly { name: string; source: string; out: string }[];
export declare const SERVER_RUNTIME_FILES: readonly string[];
export declare const SERVER_SOURCES: readonly string[];

export declare const COMPILED_SERVER_ENTRY: string;
export declare function serverArgs(mode: 'compiled' | 'tsx'): string[];

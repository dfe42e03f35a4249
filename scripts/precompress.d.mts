export declare const minBytes: number;
export declare function precompressFile(path: string): boolean;
export declare function precompress(): { name: string; writeBundle: (...args: unknown[]) => void };

/** Helpers reading database rows of the checkout tables (numerics come as text, json as text or object). */
export type Row = Record<string, unknown>;
export const text = (value: unknown): string => value as string;
export const date = (value: unknown): Date => (value instanceof Date ? value : new Date(value as string));
export const big = (value: unknown): bigint => BigInt(value as string);
export const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

import { z } from 'zod';

const placeholders = new WeakSet<z.ZodType>();

/**
 * A request or response part of a PLANNED row, whose schema the issue that builds the endpoint
 * writes: it checks nothing and only carries the TypeScript type. A served row may not hold one
 * (`endpoints.test.ts`).
 */
export function unchecked<T>(): z.ZodType<T, T> {
  const schema = z.custom<T>(() => true);
  placeholders.add(schema);
  return schema;
}

export function isUnchecked(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && placeholders.has(schema as z.ZodType);
}

/** A planned row's JSON body or answer, until the issue that builds the endpoint writes its schema. */
export type JsonObject = Record<string, unknown>;

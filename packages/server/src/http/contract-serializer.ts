import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `built` (what the handler answered) with only the fields the row's schema kept in `parsed`.
 * Values stay as built: a row's schema may normalise what clients read (a legacy flag "1" to
 * true), but the wire carries the server's own canonical form.
 */
export function keepNamedFields(built: unknown, parsed: unknown): unknown {
  if (Array.isArray(built) && Array.isArray(parsed) && built.length === parsed.length) {
    return built.map((item, index) => keepNamedFields(item, parsed[index]));
  }
  if (isPlainObject(built) && isPlainObject(parsed)) {
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(parsed)) {
      if (Object.hasOwn(built, key)) kept[key] = keepNamedFields(built[key], parsed[key]);
    }
    return kept;
  }
  return built;
}

/**
 * How every contract route writes its answer: checked against the row's response schema (an answer
 * that does not match is a 500 whose details go to the log), then sent as the handler built it,
 * without any field the schema does not name (an internal field never leaks by accident).
 */
export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(keepNamedFields(data, result.data));
  };

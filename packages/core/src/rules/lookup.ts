/**
 * The outcome of a lookup a gate depends on (GET /users/me, the checkout lookup). The caller does the
 * I/O; a failure carries the first error the API reported (e.g. error_message.me.error[0]).
 */
export type Lookup<T> = { ok: true; value: T } | { ok: false; error?: string | null };

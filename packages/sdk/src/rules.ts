// Checks of options and frame messages by hand: the script's byte budget has no room for zod.

export type Rule = (value: unknown) => boolean;
/** A rule per field (a missing field is undefined). */
export type Rules = Record<string, Rule>;
export type Fields = Record<string, unknown>;

/** An object (or a function, which posted data never holds). */
export const isFields = (value: unknown): value is Fields => Object(value) === value;

/** An object whose fields named in `rules` pass them (others are left alone). */
export const fits = (rules: Rules, value: unknown): boolean =>
  isFields(value) && Object.keys(rules).every((field) => (rules[field] as Rule)(value[field]));

export const matching =
  (pattern: RegExp): Rule =>
  (value) =>
    typeof value === 'string' && pattern.test(value);

export const optional =
  (rule: Rule): Rule =>
  (value) =>
    value === undefined || rule(value);

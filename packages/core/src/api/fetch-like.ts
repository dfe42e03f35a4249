/**
 * The smallest part of `fetch` the client uses. Core has no DOM lib, so the browser's or Node's
 * `fetch` is passed in; both satisfy this type as they are.
 */
export interface FetchInitLike {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FetchResponseLike {
  readonly status: number;
  text(): Promise<string>;
}

export type FetchLike = (url: string, init: FetchInitLike) => Promise<FetchResponseLike>;

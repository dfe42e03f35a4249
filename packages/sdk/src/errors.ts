import type { MountErrorCode } from './types.js';

/** The one error mount() rejects with; `code` says which of a closed set of failures it is. */
export class MountError extends Error {
  readonly code: MountErrorCode;

  constructor(code: MountErrorCode, message: string) {
    super(`WLPay: ${message}`);
    this.name = 'MountError';
    this.code = code;
  }
}

import { z } from 'zod';
import { sendOutbound, type OutboundResponse } from '../../../lib/outbound-http.js';
import { isTooLarge, transportFailureName } from '../transport-failure.js';
import type { DepositSigner, SweepSigningRequest } from '../sending/deposit-keys.js';
import { verifySignedLegacyTransaction } from '../sending/evm-transaction.js';
import { signSweepPath, signSweepResponseSchema, toWireSigningRequest } from './signing-protocol.js';

export interface HttpDepositSignerOptions {
  /** Base URL of the signer (CHAIN_ETH_DEPOSIT_SIGNER_URL); the request goes to <url>/v1/sign-sweep. */
  url: string;
  /** Bearer token (CHAIN_ETH_DEPOSIT_SIGNER_TOKEN): a secret, sent in the header only, never logged. */
  token: string;
  /** Per request (CHAIN_ETH_DEPOSIT_SIGNER_TIMEOUT_MS). */
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

/** The signer refused, could not be reached, or answered something unusable. Never carries the token. */
export class DepositSignerError extends Error {
  constructor(
    readonly type: 'unreachable' | 'refused' | 'bad_answer',
    message: string,
  ) {
    super(message);
    this.name = 'DepositSignerError';
  }
}

const maxResponseBytes = 64 * 1024;
const refusalSchema = z.object({ error: z.string().max(100), message: z.string().max(1000).optional() });

/**
 * A DepositSigner that asks an external signer over HTTP (the reference one is
 * signer/deposit-signer-server.ts) to sign a sweep for a derivation index. The answer is checked
 * before it is used: it must be the very transaction asked for, signed by the deposit address.
 */
export function createHttpDepositSigner(options: HttpDepositSignerOptions): DepositSigner {
  const endpoint = new URL(signSweepPath, options.url.endsWith('/') ? options.url : `${options.url}/`).toString();
  return {
    async signSweep(request: SweepSigningRequest) {
      const response = await askSigner(options, endpoint, request);
      let body: unknown;
      try {
        body = JSON.parse(response.text());
      } catch {
        throw new DepositSignerError('bad_answer', `Deposit signer answered HTTP ${response.status} without JSON`);
      }
      if (!response.ok) {
        const refusal = refusalSchema.safeParse(body);
        const reason = refusal.success ? `${refusal.data.error}: ${refusal.data.message ?? ''}` : 'no reason given';
        throw new DepositSignerError('refused', `Deposit signer refused (HTTP ${response.status}) ${reason}`.trim());
      }
      const answer = signSweepResponseSchema.safeParse(body);
      if (!answer.success)
        throw new DepositSignerError('bad_answer', 'Deposit signer answered without a raw transaction');
      try {
        return verifySignedLegacyTransaction(answer.data.raw, request.transaction, request.fromAddress);
      } catch (error) {
        throw new DepositSignerError(
          'bad_answer',
          `Deposit signer's transaction rejected: ${(error as Error).message}`,
        );
      }
    },
  };
}

/** One signing request through lib/outbound-http.ts: bounded in time and size, no redirects. */
async function askSigner(
  options: HttpDepositSignerOptions,
  endpoint: string,
  request: SweepSigningRequest,
): Promise<OutboundResponse> {
  try {
    return await sendOutbound({
      url: endpoint,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
      body: JSON.stringify(toWireSigningRequest(request)),
      timeoutMs: options.timeoutMs,
      maxResponseBytes,
      redirect: 'error',
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    });
  } catch (error) {
    if (isTooLarge(error))
      throw new DepositSignerError('bad_answer', `Deposit signer answer larger than ${maxResponseBytes} bytes`);
    throw new DepositSignerError('unreachable', `Deposit signer unreachable (${transportFailureName(error)})`);
  }
}

import fp from 'fastify-plugin';
import { DomainError } from '../../errors/domain-error.js';
import type { BankContext } from './bank/bank-transfers.js';
import type { CardContext } from './card/card-payment-records.js';
import type { CardPsp } from './card/card-psp.js';
import { createSandboxPsp, type SandboxPsp } from './card/sandbox-psp.js';
import type { RailsEnv } from './rails-env.js';
import { flowCodeHandler } from './verify/flow-code-handler.js';
import { registerBuyerOfOrder } from './verify/flow-verification.js';

export interface RailsService {
  testMode: boolean;
  /** The card processor in use (null: card payments answer service_unavailable). */
  cardPsp(): CardPsp | null;
  /** The sandbox PSP (test mode with CARD_PSP=sandbox), for its hosted challenge page. */
  sandbox: SandboxPsp | null;
  /** Plugs in a live card processor adapter (refused while the sandbox is in use). */
  useCardPsp(psp: CardPsp): void;
  cardContext(): CardContext | null;
  bankContext(): BankContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    rails: RailsService;
  }
}

export interface RailsPluginOptions {
  env: RailsEnv;
  testMode: boolean;
  apiBase: string;
}

/** The flow page the rails send the buyer back to (after a challenge or the bank). */
export function processingUrl(orderId: string, returnPath = '/flow/processing'): string {
  return `${returnPath}?checkout_id=${encodeURIComponent(orderId)}`;
}

/**
 * The payment rails' services: the card processor (the sandbox PSP in test mode), bank transfers
 * and online banking. Orders are the checkout module's (app.checkoutOrders), read when a payment
 * runs, so this plugin registers after it.
 */
export const railsPlugin = fp<RailsPluginOptions>(
  async (app, options) => {
    if (options.env.cardPsp === 'sandbox' && !options.testMode)
      throw new Error('the sandbox card processor is refused on a live platform');
    const sandbox =
      options.env.cardPsp === 'sandbox'
        ? createSandboxPsp({
            database: app.database,
            challengeUrl: (intentId) => `${options.apiBase}/paynet/sandbox/3ds/${intentId}`,
          })
        : null;
    let psp: CardPsp | null = sandbox;
    const service: RailsService = {
      testMode: options.testMode,
      cardPsp: () => psp,
      sandbox,
      useCardPsp(adapter) {
        if (sandbox !== null) throw new Error('the sandbox card processor is in use (CARD_PSP=sandbox)');
        psp = adapter;
      },
      cardContext: () => (psp === null ? null : { app, psp, processingUrl }),
      bankContext: () => ({
        app,
        testMode: options.testMode,
        sandboxBankUrl: (sessionId) => `${options.apiBase}/paynet/sandbox/bank/${sessionId}`,
      }),
    };
    app.decorate('rails', service);
    // The guest checkout's variants of accounts' POST /verify/resend and PATCH /verify/resetMobileCode/{id}.
    app.accounts.serveFlowCodesWith(flowCodeHandler);
    // The flow variants (is_flow=1) of GET /users/me and GET /users/compliance: the flow user of the flow token.
    app.accounts.resolveFlowUserWith(async (request) => {
      const order = await app.checkoutOrders.read(await app.checkoutFlow.requireCheckout(request));
      if (order?.flowUserId == null) throw new DomainError('unauthorized', { session_key: 'unauthorized' });
      return order.flowUserId;
    });
    // POST /checkout's email and SMS codes: the buyer of the new order, registered from its details.
    app.checkoutFlow.setCodeSender((orderId) => registerBuyerOfOrder(app, orderId));
  },
  { name: 'rails', dependencies: ['accounts', 'identity', 'checkout'] },
);

import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The rails variables, as a shape the app's env schema spreads in. */
export const railsEnvShape = {
  CARD_PSP: optional(z.enum(['sandbox', 'none'])),
};

export interface RawRailsEnv {
  CARD_PSP?: 'sandbox' | 'none' | undefined;
}

export interface RailsEnv {
  /**
   * The card processor: `sandbox` (this server's test-card PSP; test mode only, the default there)
   * or `none` (card payments answer service_unavailable until a live adapter is plugged in with
   * app.rails.useCardPsp; the default in live mode).
   */
  cardPsp: 'sandbox' | 'none';
}

export function toRailsEnv(raw: RawRailsEnv, context: { testMode: boolean }): { env: RailsEnv; problems: string[] } {
  const cardPsp = raw.CARD_PSP ?? (context.testMode ? 'sandbox' : 'none');
  const problems =
    cardPsp === 'sandbox' && !context.testMode
      ? [
          'CARD_PSP: the sandbox card processor (test cards, simulated 3-D Secure) is refused on a live platform: unset CARD_PSP (cards unavailable until a live processor adapter is configured) or run in test mode',
        ]
      : [];
  return { env: { cardPsp }, problems };
}

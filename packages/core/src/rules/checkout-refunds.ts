/**
 * Partial refunds of a paid checkout order (issue 16), pure and exact in integer minor units.
 *
 * An operator gives back part of what the buyer paid while no coins left the platform (the same
 * rule as a full refund: core's `refundRefusalOf`). Several refunds may follow one another until
 * the refunded sum reaches the paid amount; the one that reaches it is the order's full refund
 * (`refunded`). Chosen rule for the coins (a payment platform cannot give back part of the money
 * and still deliver all the coins it bought): **a partial refund reduces the coins still to deliver
 * in proportion, at the order's locked rate**, rounded down to the coin's base unit:
 *
 *   coins to deliver = ⌊ coins bought × (paid − refunded) / paid ⌋
 *
 * and the payment's ledger postings are reversed in the same proportion, computed on the running
 * sum (so that each refund's share is the difference of two sums and the shares of every refund
 * together are exactly the whole payment once it is all refunded, never a unit more or less):
 *
 *   fees reversed (platform + merchant) = ⌊ fees × refunded / paid ⌋
 *   net reversed (the brand's liquidity) = refunded − fees reversed          (= ⌈ net × refunded / paid ⌉)
 *   platform fee reversed               = ⌊ platform fee × fees reversed / fees ⌋
 *   merchant fee reversed               = fees reversed − platform fee reversed
 *
 * Every part grows with the refunded sum and never passes its whole. The merchant's fee is paid
 * only on completion, so its reversed share stays with the refund and the merchant earns the rest.
 * A refund that would leave a paid order with no coin to deliver is refused: refund it in full.
 */

export interface OrderPaymentParts {
  /** What the buyer paid, fees included (minor units). */
  paidMinor: bigint;
  /** The order's fees: the platform's (after the coupon) plus the merchant's. */
  feeMinor: bigint;
  /** The platform's part of `feeMinor`. */
  platformFeeMinor: bigint;
  /** The coins the payment bought at the locked rate (base units), before any refund. */
  cryptoBaseUnits: bigint;
}

export interface RefundedShares {
  /** Of the brand's liquidity (the net that bought the coins). */
  netMinor: bigint;
  platformFeeMinor: bigint;
  merchantFeeMinor: bigint;
  /** The coins still to deliver once `refundedMinor` is refunded. */
  cryptoToDeliverBaseUnits: bigint;
}

function assertParts(parts: OrderPaymentParts, refundedMinor: bigint): void {
  if (parts.paidMinor <= 0n) throw new RangeError('a paid order has a positive amount');
  if (parts.feeMinor < 0n || parts.feeMinor >= parts.paidMinor) throw new RangeError('the fees are below the amount');
  if (parts.platformFeeMinor < 0n || parts.platformFeeMinor > parts.feeMinor)
    throw new RangeError('the platform fee is part of the fees');
  if (parts.cryptoBaseUnits <= 0n) throw new RangeError('a paid order bought coins');
  if (refundedMinor < 0n || refundedMinor > parts.paidMinor) throw new RangeError('refunded is within the amount');
}

/** The parts of the payment reversed once `refundedMinor` in all is refunded, and the coins left to deliver. */
export function refundedSharesOf(parts: OrderPaymentParts, refundedMinor: bigint): RefundedShares {
  assertParts(parts, refundedMinor);
  const fees = (parts.feeMinor * refundedMinor) / parts.paidMinor;
  const platformFee = parts.feeMinor === 0n ? 0n : (parts.platformFeeMinor * fees) / parts.feeMinor;
  return {
    netMinor: refundedMinor - fees,
    platformFeeMinor: platformFee,
    merchantFeeMinor: fees - platformFee,
    cryptoToDeliverBaseUnits: (parts.cryptoBaseUnits * (parts.paidMinor - refundedMinor)) / parts.paidMinor,
  };
}

/** What one refund moves: the difference of the running sums before and after it. */
export function refundDeltaOf(parts: OrderPaymentParts, refundedBeforeMinor: bigint, amountMinor: bigint) {
  const before = refundedSharesOf(parts, refundedBeforeMinor);
  const after = refundedSharesOf(parts, refundedBeforeMinor + amountMinor);
  return {
    netMinor: after.netMinor - before.netMinor,
    platformFeeMinor: after.platformFeeMinor - before.platformFeeMinor,
    merchantFeeMinor: after.merchantFeeMinor - before.merchantFeeMinor,
    cryptoToDeliverBaseUnits: after.cryptoToDeliverBaseUnits,
    full: refundedBeforeMinor + amountMinor === parts.paidMinor,
  };
}

export type RefundAmountRefusal = 'amount_not_positive' | 'exceeds_refundable' | 'no_coins_left';

/**
 * Why a refund of `amountMinor` cannot be taken, or null. `reservedMinor` is every refund of the
 * order already recorded (completed or under way): their sum never passes the paid amount.
 */
export function refundAmountRefusalOf(
  parts: OrderPaymentParts,
  input: { reservedMinor: bigint; amountMinor: bigint },
): RefundAmountRefusal | null {
  if (input.amountMinor <= 0n) return 'amount_not_positive';
  const after = input.reservedMinor + input.amountMinor;
  if (after > parts.paidMinor) return 'exceeds_refundable';
  if (after < parts.paidMinor && refundedSharesOf(parts, after).cryptoToDeliverBaseUnits === 0n) return 'no_coins_left';
  return null;
}

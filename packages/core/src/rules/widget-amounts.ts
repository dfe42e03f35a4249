/**
 * Widget amount sums of spec §4, in integer base units (never floats):
 * a widget-stage amount is added to both the pending and the completed sum, a deposit-stage
 * amount is subtracted from pending, and a completed transaction is subtracted from completed.
 * The rule is applied exactly as written; amounts must be non-negative.
 */
export type WidgetAmountStage = 'widget' | 'deposit' | 'completed';

export interface WidgetAmountEntry {
  stage: WidgetAmountStage;
  amountBaseUnits: bigint;
}

export interface WidgetAmountSums {
  pendingBaseUnits: bigint;
  completedBaseUnits: bigint;
}

export function addWidgetAmount(sums: WidgetAmountSums, entry: WidgetAmountEntry): WidgetAmountSums {
  if (entry.amountBaseUnits < 0n) throw new RangeError('A widget amount cannot be negative');
  switch (entry.stage) {
    case 'widget':
      return {
        pendingBaseUnits: sums.pendingBaseUnits + entry.amountBaseUnits,
        completedBaseUnits: sums.completedBaseUnits + entry.amountBaseUnits,
      };
    case 'deposit':
      return { ...sums, pendingBaseUnits: sums.pendingBaseUnits - entry.amountBaseUnits };
    case 'completed':
      return { ...sums, completedBaseUnits: sums.completedBaseUnits - entry.amountBaseUnits };
  }
}

export function sumWidgetAmounts(entries: Iterable<WidgetAmountEntry>): WidgetAmountSums {
  let sums: WidgetAmountSums = { pendingBaseUnits: 0n, completedBaseUnits: 0n };
  for (const entry of entries) sums = addWidgetAmount(sums, entry);
  return sums;
}

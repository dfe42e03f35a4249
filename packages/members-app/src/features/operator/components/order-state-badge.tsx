import { useTranslation } from 'react-i18next';
import type { CheckoutOrderState, StatusTone } from '@platform/core';
import { StatusBadge } from '../../../components/ui/status-badge.js';

const tones: Record<CheckoutOrderState, StatusTone> = {
  created: 'neutral',
  payment_pending: 'info',
  authorized: 'info',
  paid: 'info',
  delivering: 'warning',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'warning',
};

/** A checkout order's state in the operator's words, coloured by what it means for them. */
export function OrderStateBadge({ state }: { state: CheckoutOrderState }) {
  const { t } = useTranslation();
  return <StatusBadge tone={tones[state]}>{t(`account:checkoutOperator.states.${state}`)}</StatusBadge>;
}

import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/ui/amount.js';
import type { getWithdrawalQuote } from '../api/withdrawal-quote.js';

export type WithdrawalQuote = Awaited<ReturnType<typeof getWithdrawalQuote>>;

/**
 * What the withdrawal costs, stated plainly before it is confirmed: the fee (added on top), the
 * network fee the platform expects to pay out of it (crypto), what leaves the wallet and what the
 * recipient gets, the minimum, and whether an operator approves it first.
 */
export function QuoteSummary({ quote }: { quote: WithdrawalQuote }) {
  const { t } = useTranslation('withdrawals');
  const currency = quote.currency;
  return (
    <div className="withdrawals-quote" aria-live="polite">
      <dl className="definition-list" data-testid="withdrawal-quote">
        <dt>{t('quote.receive')}</dt>
        <dd data-testid="quote-receive">
          <strong>
            <Amount currency={currency} value={quote.receive_amount} />
          </strong>
        </dd>
        <dt>{t('quote.fee')}</dt>
        <dd data-testid="quote-fee">
          <Amount currency={currency} value={quote.fee} />
        </dd>
        {quote.network_fee_estimate !== null ? (
          <>
            <dt>{t('quote.networkFee')}</dt>
            <dd data-testid="quote-network-fee">
              <Amount currency={currency} value={quote.network_fee_estimate} />
            </dd>
          </>
        ) : null}
        <dt>{t('quote.total')}</dt>
        <dd data-testid="quote-total">
          <Amount currency={currency} value={quote.total} />
        </dd>
        <dt>{t('quote.minimum')}</dt>
        <dd>
          <Amount currency={currency} value={quote.minimum_amount} />
        </dd>
      </dl>
      {quote.approvals_required > 0 ? (
        <p className="muted">{t(quote.approvals_required === 2 ? 'quote.approvalTwo' : 'quote.approval')}</p>
      ) : null}
    </div>
  );
}

/** The user's limits for the currency in EUR: per withdrawal, and the 24 h and 30-day windows used so far. */
export function LimitsSummary({ quote }: { quote: WithdrawalQuote }) {
  const { t } = useTranslation('withdrawals');
  const limits = quote.limits;
  return (
    <p className="muted withdrawals-limits">
      {t('limits.text', {
        perTransaction: limits.per_transaction_eur,
        dailyUsed: limits.daily_used_eur,
        daily: limits.daily_eur,
        monthlyUsed: limits.monthly_used_eur,
        monthly: limits.monthly_eur,
      })}
    </p>
  );
}

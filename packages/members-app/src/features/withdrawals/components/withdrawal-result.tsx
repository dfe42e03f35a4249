import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalWire } from '@platform/core';
import { Amount } from '../../../components/ui/amount.js';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { CopyButton } from '../../../components/ui/copy-button.js';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { useWithdrawal } from '../api/withdrawal-requests.js';
import { withdrawalStatusDisplay } from '../utils/withdrawal-status.js';

function Confirmations({ withdrawal }: { withdrawal: WithdrawalWire }) {
  const { t } = useTranslation('withdrawals');
  if (withdrawal.confirmations === null) return null;
  return (
    <>
      <dt>{t('result.confirmations')}</dt>
      <dd data-testid="withdrawal-confirmations">
        {withdrawal.required_confirmations === null
          ? withdrawal.confirmations
          : t('result.confirmationsOf', {
              count: withdrawal.confirmations,
              required: withdrawal.required_confirmations,
            })}
      </dd>
    </>
  );
}

/** What a withdrawal waits for, or why it ended, in words under its status. */
function StatusLine({ withdrawal }: { withdrawal: WithdrawalWire }) {
  const { t } = useTranslation('withdrawals');
  const key = {
    otp_pending: 'result.waitingCode',
    approval_pending: 'result.waitingApproval',
    processing: 'result.processing',
    sent: 'result.sent',
    completed: 'result.completed',
    failed: 'result.failed',
    rejected: 'result.rejected',
    canceled: 'result.canceled',
  }[withdrawal.status];
  return (
    <>
      <p>{t(key)}</p>
      {withdrawal.reason ? <p>{t('result.reason', { reason: withdrawal.reason })}</p> : null}
    </>
  );
}

/**
 * The withdrawal after it was accepted, asked again until it is final: its status, what it waits
 * for, the txid once broadcast (with copy) and the confirmations, and a link to the user's
 * transactions, where it is a row too.
 */
export function WithdrawalResult({ id, onNew }: { id: string; onNew: () => void }) {
  const { t } = useTranslation('withdrawals');
  const query = useWithdrawal(id);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed message={t('result.loadFailed')} onRetry={() => void query.refetch()} />;
  const withdrawal = query.data;
  const status = withdrawalStatusDisplay(withdrawal.status);
  return (
    <div className="form" data-testid="withdrawal-result">
      <h2>{t('result.title')}</h2>
      <p>
        <StatusBadge tone={status.tone}>
          <span data-testid="withdrawal-status">{t(status.labelKey)}</span>
        </StatusBadge>
      </p>
      <StatusLine withdrawal={withdrawal} />
      <dl className="definition-list">
        <dt>{t('quote.receive')}</dt>
        <dd>
          <Amount currency={withdrawal.currency} value={withdrawal.amount} />
        </dd>
        <dt>{t('quote.total')}</dt>
        <dd>
          <Amount currency={withdrawal.currency} value={withdrawal.total} />
        </dd>
        {withdrawal.txid ? (
          <>
            <dt>{t('result.txid')}</dt>
            <dd className="copy-value">
              <code className="copy-value__text" data-testid="withdrawal-txid">
                {withdrawal.txid}
              </code>
              <CopyButton text={withdrawal.txid} label={t('result.copyTxid')} />
            </dd>
          </>
        ) : null}
        <Confirmations withdrawal={withdrawal} />
      </dl>
      <div className="links">
        <Link className={buttonClass()} to="/transactions?type=withdrawal">
          {t('result.viewTransactions')}
        </Link>
        <Button onClick={onNew}>{t('result.newWithdrawal')}</Button>
      </div>
    </div>
  );
}

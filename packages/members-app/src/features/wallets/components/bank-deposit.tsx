import { useTranslation } from 'react-i18next';
import type { Configuration, DepositBankAccount, DepositBankDetails, Wallet } from '@platform/core';
import { printIban, printSortCode } from '@platform/core/banking';
import { useDepositBankDetails } from '../api/get-deposit-bank-details.js';
import { CopyButton } from '../../../components/ui/copy-button.js';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';

/**
 * A fiat deposit (spec §2 "deposit EUR"): the brand's bank account for the wallet's currency and
 * the wallet's unique reference, which the transfer must carry to be credited. Identifiers are
 * shown grouped for reading and copied as the bank expects them (no spaces).
 */
export function BankDeposit({ wallet, configuration }: { wallet: Wallet; configuration: Configuration }) {
  const { t } = useTranslation('wallets');
  const details = useDepositBankDetails(wallet.currency);
  return (
    <div className="bank-deposit">
      <h2>{t('deposit.bankTitle', { currency: wallet.currency })}</h2>
      {details.isPending ? (
        <Loading />
      ) : details.isError ? (
        <LoadFailed message={t('deposit.bankDetailsFailed')} onRetry={() => void details.refetch()} />
      ) : (
        <BankTransferDetails details={details.data} supportEmail={configuration.support_email} />
      )}
    </div>
  );
}

function BankTransferDetails({ details, supportEmail }: { details: DepositBankDetails; supportEmail: string }) {
  const { t } = useTranslation('wallets');
  const account = details.bank_account;
  return (
    <>
      {details.test_mode ? (
        <p>
          <span className="status-badge status-badge--warning" data-testid="bank-test-mode">
            {t('deposit.testMode')}
          </span>
        </p>
      ) : null}
      <div className="wallets-notice">
        <h3>{t('deposit.reference')}</h3>
        <p>
          <code className="bank-deposit__reference-value" data-testid="deposit-reference">
            {details.reference}
          </code>{' '}
          <CopyButton text={details.reference} label={t('deposit.copyReference')} />
        </p>
        <p>
          <strong>{t('deposit.referenceRequired')}</strong>
        </p>
        <p className="wallets-muted">{t('deposit.referenceHint')}</p>
      </div>
      {account ? (
        <BankAccountDetails account={account} />
      ) : (
        <div className="wallets-notice" role="status">
          <p>{t('deposit.bankDetailsUnavailable')}</p>
          {supportEmail ? <p>{t('deposit.bankDetailsFromSupport', { email: supportEmail })}</p> : null}
        </div>
      )}
    </>
  );
}

/** One detail of the account: its label, the value as read, and (copy) a button copying it as typed. */
function DetailRow(props: { label: string; shown: string; copied?: string; copy?: boolean; testId?: string }) {
  const { t } = useTranslation('wallets');
  return (
    <div>
      <dt>{props.label}</dt>
      <dd>
        <span className="bank-deposit__value" data-testid={props.testId}>
          {props.shown}
        </span>
        {props.copy ? (
          <>
            {' '}
            <CopyButton text={props.copied ?? props.shown} label={t('deposit.copyDetail', { field: props.label })} />
          </>
        ) : null}
      </dd>
    </div>
  );
}

function BankAccountDetails({ account }: { account: DepositBankAccount }) {
  const { t } = useTranslation('wallets');
  return (
    <dl className="wallets-details" data-testid="bank-account">
      <DetailRow label={t('deposit.beneficiary')} shown={account.beneficiary_name} copy />
      <DetailRow label={t('deposit.beneficiaryAddress')} shown={account.beneficiary_address} copy />
      {account.iban ? (
        <DetailRow
          label={t('deposit.iban')}
          shown={printIban(account.iban)}
          copied={account.iban}
          copy
          testId="bank-iban"
        />
      ) : null}
      {account.sort_code ? (
        <DetailRow
          label={t('deposit.sortCode')}
          shown={printSortCode(account.sort_code)}
          copied={account.sort_code}
          copy
        />
      ) : null}
      {account.routing_number ? (
        <DetailRow label={t('deposit.routingNumber')} shown={account.routing_number} copy />
      ) : null}
      {account.account_number ? (
        <DetailRow label={t('deposit.accountNumber')} shown={account.account_number} copy />
      ) : null}
      {account.bic ? <DetailRow label={t('deposit.bic')} shown={account.bic} copy /> : null}
      <DetailRow label={t('deposit.bankName')} shown={account.bank_name} copy />
      <DetailRow label={t('deposit.bankAddress')} shown={account.bank_address} copy />
      <DetailRow label={t('deposit.paymentScheme')} shown={account.payment_scheme} />
    </dl>
  );
}

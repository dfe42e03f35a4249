import { useTranslation } from 'react-i18next';
import type { Configuration, Wallet } from '@platform/core';
import { CopyButton } from './copy-button.js';

/**
 * A fiat deposit (spec §2 "deposit EUR"): the bank transfer goes to the brand and must carry the
 * wallet's unique reference so it can be credited. The brand configuration has no bank account
 * fields yet, so the beneficiary is the brand's company and the account details come from support;
 * the screen says so rather than inventing an IBAN.
 */
export function BankDeposit({ wallet, configuration }: { wallet: Wallet; configuration: Configuration }) {
  const { t } = useTranslation('wallets');
  const reference = wallet.deposit_reference;
  return (
    <div className="bank-deposit">
      <h2>{t('deposit.bankTitle', { currency: wallet.currency })}</h2>
      <dl className="wallets-details">
        <div>
          <dt>{t('deposit.beneficiary')}</dt>
          <dd>{configuration.company_name || configuration.label_name}</dd>
        </div>
        {configuration.address ? (
          <div>
            <dt>{t('deposit.beneficiaryAddress')}</dt>
            <dd>{configuration.address}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('deposit.reference')}</dt>
          <dd>
            {reference ? (
              <>
                <code data-testid="deposit-reference">{reference}</code>{' '}
                <CopyButton text={reference} label={t('deposit.copyReference')} />
              </>
            ) : (
              <span className="wallets-muted">{t('deposit.noReference')}</span>
            )}
          </dd>
        </div>
      </dl>
      <p>{t('deposit.referenceHint')}</p>
      <p className="wallets-muted">
        {configuration.support_email
          ? t('deposit.bankDetailsFromSupport', { email: configuration.support_email })
          : t('deposit.bankDetailsUnavailable')}
      </p>
    </div>
  );
}

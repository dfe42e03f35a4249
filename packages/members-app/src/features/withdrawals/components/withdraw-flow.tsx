import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalSettings, WithdrawalWire } from '@platform/core';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { StepIndicator } from '../../../components/ui/step-indicator.js';
import { useBeneficiaries } from '../api/address-book.js';
import { newClientId } from '../utils/withdrawal-amounts.js';
import {
  firstCrypto,
  firstFiat,
  type CryptoBody,
  type CryptoDraft,
  type FiatBody,
  type FiatDraft,
} from '../utils/withdrawal-drafts.js';
import { ChoiceField } from './choice-field.js';
import { CryptoWithdrawalForm } from './crypto-withdrawal-form.js';
import { FiatWithdrawalForm } from './fiat-withdrawal-form.js';
import { WithdrawalOtp } from './withdrawal-otp.js';
import { WithdrawalResult } from './withdrawal-result.js';
import { WithdrawalReview } from './withdrawal-review.js';

type Step =
  | { step: 'details' }
  | { step: 'review'; body: CryptoBody | FiatBody; clientId: string }
  | { step: 'code'; withdrawal: WithdrawalWire; channel: 'email' | 'sms' | 'totp' | null }
  | { step: 'result'; id: string };

const emptyCrypto: CryptoDraft = {
  currency: firstCrypto,
  destination: '',
  address: '',
  destinationTag: '',
  amount: '',
  destinationType: 'self_hosted',
  platformName: '',
  ownershipConfirmed: false,
};
const emptyFiat: FiatDraft = {
  currency: firstFiat,
  rail: 'bank',
  destination: '',
  iban: '',
  bic: '',
  accountHolder: '',
  cardId: '',
  amount: '',
};

const stepIndex: Record<Step['step'], number> = { details: 0, review: 1, code: 2, result: 2 };

/**
 * The withdraw flow: details (crypto or fiat) → review (the costs stated plainly, then confirm) →
 * the withdrawal OTP when the user's OTPWithdrawal is on (the withdrawal reads "2-FA Pending" until
 * then) → the result (status, txid, confirmations). The draft's idempotency key is made when it is
 * reviewed, so a double click or a retry of the confirmation never sends twice.
 */
export function WithdrawFlow({ settings, fiatAllowed }: { settings: WithdrawalSettings; fiatAllowed: boolean }) {
  const { t } = useTranslation('withdrawals');
  const [params, setParams] = useSearchParams();
  const method = fiatAllowed && params.get('method') === 'fiat' ? 'fiat' : 'crypto';
  const [step, setStep] = useState<Step>({ step: 'details' });
  const [cryptoDraft, setCryptoDraft] = useState(emptyCrypto);
  const [fiatDraft, setFiatDraft] = useState(emptyFiat);
  const book = useBeneficiaries();
  const restart = () => {
    setCryptoDraft(emptyCrypto);
    setFiatDraft(emptyFiat);
    setStep({ step: 'details' });
  };
  const review = (body: CryptoBody | FiatBody) => setStep({ step: 'review', body, clientId: newClientId() });
  const steps = [t('steps.details'), t('steps.review'), t('steps.done')];
  let content;
  if (step.step === 'review') {
    content = (
      <WithdrawalReview
        body={step.body}
        clientId={step.clientId}
        entries={book.data?.beneficiaries ?? []}
        onBack={() => setStep({ step: 'details' })}
        onAccepted={(answer) =>
          setStep(
            answer.otp_required
              ? { step: 'code', withdrawal: answer.withdrawal, channel: answer.otp_channel }
              : { step: 'result', id: answer.withdrawal.id },
          )
        }
      />
    );
  } else if (step.step === 'code') {
    content = (
      <WithdrawalOtp
        withdrawal={step.withdrawal}
        channel={step.channel}
        onDone={() => setStep({ step: 'result', id: step.withdrawal.id })}
      />
    );
  } else if (step.step === 'result') {
    content = <WithdrawalResult id={step.id} onNew={restart} />;
  } else if (book.isPending) {
    content = <Loading />;
  } else if (book.isError) {
    content = <LoadFailed message={t('page.loadFailed')} onRetry={() => void book.refetch()} />;
  } else {
    content = (
      <>
        {fiatAllowed ? (
          <ChoiceField
            legend={t('method.legend')}
            name="method"
            value={method}
            onChange={(value) => setParams(value === 'fiat' ? { method: 'fiat' } : {}, { replace: true })}
            choices={[
              { value: 'crypto', label: t('method.crypto') },
              { value: 'fiat', label: t('method.fiat') },
            ]}
          />
        ) : null}
        {method === 'fiat' ? (
          <FiatWithdrawalForm
            draft={fiatDraft}
            entries={book.data.beneficiaries}
            settings={settings}
            onReview={(draft, body) => {
              setFiatDraft(draft);
              review(body);
            }}
          />
        ) : (
          <CryptoWithdrawalForm
            draft={cryptoDraft}
            entries={book.data.beneficiaries}
            settings={
              book.data.allowlist_only === settings.allowlist_only
                ? settings
                : { ...settings, allowlist_only: book.data.allowlist_only }
            }
            onReview={(draft, body) => {
              setCryptoDraft(draft);
              review(body);
            }}
          />
        )}
      </>
    );
  }
  return (
    <div className="withdrawals-flow">
      <StepIndicator steps={steps} current={stepIndex[step.step]} />
      {content}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import type { CreatedPaymentLink as Created } from '../api/create-payment-link.js';
import { CreatedPaymentLink } from './payment-link/created-payment-link.js';
import { PaymentLinkForm } from './payment-link/payment-link-form.js';
import { MerchantGate } from './merchant-gate.js';
import { defaultLinkCurrency } from '../utils/payment-link-draft.js';
import '../merchant.css';

function PaymentLinkScreen() {
  const { t } = useTranslation('merchant');
  const { user } = useCurrentUser();
  const [result, setResult] = useState<Created | null>(null);
  const [createdCount, setCreatedCount] = useState(0);
  return (
    <section className="merchant-page page-container">
      <h1>{t('paymentLink.title')}</h1>
      <p className="merchant-muted">{t('paymentLink.intro')}</p>
      {result === null ? (
        <PaymentLinkForm
          key={createdCount}
          focusOnMount={createdCount > 0}
          initialCurrency={defaultLinkCurrency(user?.currency)}
          onCreated={setResult}
        />
      ) : (
        <CreatedPaymentLink
          created={result}
          onCreateAnother={() => {
            setResult(null);
            setCreatedCount((count) => count + 1);
          }}
        />
      )}
    </section>
  );
}

/** generatePaymentLink (spec §2): create a payment link, copy or open it, email it to the customer. */
export function GeneratePaymentLinkPage() {
  return (
    <MerchantGate area="paymentLinks">
      <PaymentLinkScreen />
    </MerchantGate>
  );
}

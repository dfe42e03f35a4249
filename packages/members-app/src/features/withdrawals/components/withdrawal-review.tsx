import { useTranslation } from 'react-i18next';
import type { Beneficiary } from '@platform/core';
import { Button } from '../../../components/ui/button.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { Loading } from '../../../components/ui/query-state.js';
import type { BodyOf } from '../../../lib/api-client.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useRequestWithdrawal, type requestWithdrawal } from '../api/withdrawal-requests.js';
import { useWithdrawalQuote } from '../api/withdrawal-quote.js';
import { entryDestination } from '../utils/beneficiary-state.js';
import type { CryptoBody, FiatBody } from '../utils/withdrawal-drafts.js';
import { QuoteSummary } from './quote-summary.js';

type Accepted = Awaited<ReturnType<typeof requestWithdrawal>>;

/** Where the money goes, in words: the entry's label and address, the typed address or IBAN, or the card. */
function useDestinationText(body: CryptoBody | FiatBody, entries: readonly Beneficiary[]): string {
  const { t } = useTranslation('withdrawals');
  if ('beneficiary_id' in body && body.beneficiary_id !== undefined) {
    const entry = entries.find((candidate) => candidate.id === body.beneficiary_id);
    return entry ? `${entry.label} — ${entryDestination(entry)}` : body.beneficiary_id;
  }
  if (body.method === 'crypto')
    return body.destination_tag ? `${body.address} (${body.destination_tag})` : (body.address ?? '');
  if (body.method === 'card') return t('review.card');
  return `${body.account_holder ?? ''} — ${body.iban ?? ''}`;
}

/** Review: the withdrawal and its costs once more, then "Confirm withdrawal" (the one call that holds the funds). */
export function WithdrawalReview({
  body,
  clientId,
  entries,
  onBack,
  onAccepted,
}: {
  body: CryptoBody | FiatBody;
  clientId: string;
  entries: readonly Beneficiary[];
  onBack: () => void;
  onAccepted: (answer: Accepted) => void;
}) {
  const { t } = useTranslation('withdrawals');
  const quote = useWithdrawalQuote({ currency: body.currency, amount: body.amount, method: body.method });
  const request = useRequestWithdrawal();
  const failure = useMutationFailureText(request);
  const destination = useDestinationText(body, entries);
  const confirm = () =>
    request.mutate({ ...body, client_id: clientId } as BodyOf<'withdrawal'>, { onSuccess: onAccepted });
  return (
    <div className="form">
      <h2>{t('review.title')}</h2>
      <dl className="definition-list">
        <dt>{t('review.method')}</dt>
        <dd>{t(`review.methods.${body.method}`)}</dd>
        <dt>{t('review.to')}</dt>
        <dd className="withdrawals-destination" data-testid="review-destination">
          {destination}
        </dd>
        {body.method === 'crypto' ? (
          <>
            <dt>{t('travel.legend')}</dt>
            <dd>
              {body.travel_rule.destination_type === 'platform'
                ? t('review.platform', { name: body.travel_rule.platform_name })
                : t('travel.selfHosted')}
            </dd>
          </>
        ) : null}
      </dl>
      {quote.data ? <QuoteSummary quote={quote.data} /> : <Loading />}
      <FormMessage error={failure ?? quote.data?.refusal ?? null} />
      <div className="links">
        <Button variant="primary" busy={request.isPending} disabled={!quote.data} onClick={confirm}>
          {request.isPending ? t('review.confirming') : t('review.confirm')}
        </Button>
        <Button onClick={onBack} disabled={request.isPending}>
          {t('review.back')}
        </Button>
      </div>
    </div>
  );
}

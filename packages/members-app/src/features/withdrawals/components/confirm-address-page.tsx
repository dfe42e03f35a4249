import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.js';
import { DateTime } from '../../../components/ui/date-time.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { Loading } from '../../../components/ui/query-state.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useConfirmBeneficiary } from '../api/address-book.js';
import '../withdrawals.css';

/**
 * withdrawal/confirm-address?token=… (beyond the spec): the link of the "address added" email. It
 * confirms the entry once, on opening (POST /users/confirmBeneficiary; public, so it works in
 * another browser), and says from when the entry is usable.
 */
export function ConfirmAddressPage() {
  const { t } = useTranslation('withdrawals');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmBeneficiary();
  const failure = useMutationFailureText(confirm);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || token === '') return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);
  const entry = confirm.data?.beneficiary;
  return (
    <section className="withdrawals-page page-container">
      <PageHeader title={t('confirmAddress.title')} />
      {token === '' ? <FormMessage error={t('confirmAddress.missing')} /> : null}
      {confirm.isPending ? <Loading /> : null}
      <FormMessage error={failure} />
      {entry ? (
        <div className="notice notice--success" role="status" data-testid="address-confirmed">
          <p>{t('confirmAddress.done', { label: entry.label })}</p>
          {entry.usable_from ? (
            <p>
              {t('confirmAddress.usableFrom')} <DateTime value={entry.usable_from} />
            </p>
          ) : null}
        </div>
      ) : null}
      <p>
        <Link className={buttonClass()} to="/withdrawal#addressBook">
          {t('confirmAddress.toAddressBook')}
        </Link>
      </p>
    </section>
  );
}

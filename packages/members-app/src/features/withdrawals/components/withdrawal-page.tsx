import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canWithdrawFiat } from '@platform/core';
import { PageHeader } from '../../../components/ui/page-header.js';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { Tabs } from '../../../components/ui/tabs.js';
import { useBrandConfiguration } from '../../../lib/use-brand-configuration.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useWithdrawalSettings } from '../api/withdrawal-settings.js';
import { AddressBook } from './address-book.js';
import { LockNotice } from './lock-notice.js';
import { WithdrawFlow } from './withdraw-flow.js';
import '../withdrawals.css';

const addressBookHash = '#addressBook';

/**
 * withdrawal (spec §2 members route, "withdraw funds"): the withdraw flow (crypto, or fiat for the
 * users the spec's Withdraw Fiat rule lets) and the address book, each a tab (#addressBook opens
 * the second). The credential-change lock is said on top: the server refuses while it lasts.
 */
export function WithdrawalPage() {
  const { t } = useTranslation('withdrawals');
  const configuration = useBrandConfiguration();
  const { user } = useCurrentUser();
  const settings = useWithdrawalSettings();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const fiatAllowed = user !== null && canWithdrawFiat(configuration, user);
  let body;
  if (settings.isPending) body = <Loading />;
  else if (settings.isError)
    body = <LoadFailed message={t('page.loadFailed')} onRetry={() => void settings.refetch()} />;
  else {
    body = (
      <>
        <LockNotice settings={settings.data} />
        <Tabs
          label={t('page.title')}
          value={hash === addressBookHash ? 'addressBook' : 'withdraw'}
          onValueChange={(value) =>
            void navigate({ hash: value === 'addressBook' ? addressBookHash : '' }, { replace: true })
          }
          items={[
            {
              id: 'withdraw',
              label: t('page.withdrawTab'),
              content: <WithdrawFlow settings={settings.data} fiatAllowed={fiatAllowed} />,
            },
            {
              id: 'addressBook',
              label: t('page.addressBookTab'),
              content: <AddressBook settings={settings.data} fiatAllowed={fiatAllowed} />,
            },
          ]}
        />
      </>
    );
  }
  return (
    <section className="withdrawals-page page-container">
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {body}
    </section>
  );
}

import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSettlementTab, settlementTabs, type SettlementTab } from '../api/get-merchant-settlements.js';
import { useSettlementInfo } from '../api/get-settlement-info.js';
import { MerchantGate } from './merchant-gate.js';
import { PayoutRequestForm } from './payouts/payout-request-form.js';
import { PayoutsTable } from './payouts/payouts-table.js';
import { BankDetailsForm } from './settlements/bank-details-form.js';
import { Loading } from '../../../components/ui/query-state.js';
import { SettlementsTable } from './settlements/settlements-table.js';
import '../merchant.css';

/** The tab of the URL (merchantSettlements/widget, /creditcards, /wire); the first tab on merchantSettlements. */
function tabOf(pathname: string): SettlementTab {
  const segment = pathname.split('/').filter(Boolean)[1];
  return isSettlementTab(segment) ? segment : settlementTabs[0];
}

function MerchantSettlementsScreen() {
  const { t } = useTranslation('merchant');
  const location = useLocation();
  const tab = tabOf(location.pathname);
  const savedInfo = useSettlementInfo();
  return (
    <section className="merchant-page page-container">
      <h1>{t('settlements.title')}</h1>
      <nav aria-label={t('settlements.tabsLabel')} className="tabs">
        {settlementTabs.map((name) => (
          <Link key={name} to={`/merchantSettlements/${name}`} aria-current={name === tab ? 'page' : undefined}>
            {t(`settlements.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      <h2 className="visually-hidden">{t(`settlements.tabs.${tab}`)}</h2>
      <SettlementsTable key={tab} tab={tab} />
      {tab === 'wire' ? (
        <>
          <PayoutRequestForm />
          <PayoutsTable />
        </>
      ) : null}
      {/* The saved details prefill the form; without them (never saved, or unreadable) it starts empty. */}
      {savedInfo.isPending ? <Loading /> : <BankDetailsForm saved={savedInfo.data ?? null} />}
    </section>
  );
}

/**
 * merchantSettlements (spec §2) with the tabs creditcards, widget and wire: each tab's settlements
 * (gross, fees, net, status, payout reference), on the wire tab the payout request form and the
 * payouts, and the settlement bank details form.
 */
export function MerchantSettlementsPage() {
  return (
    <MerchantGate area="merchantTransactions">
      <MerchantSettlementsScreen />
    </MerchantGate>
  );
}

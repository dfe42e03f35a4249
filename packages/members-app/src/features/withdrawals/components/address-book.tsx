import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Beneficiary, WithdrawalSettings } from '@platform/core';
import { Button } from '../../../components/ui/button.js';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.js';
import { DateTime } from '../../../components/ui/date-time.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { useStepUp } from '../../../components/ui/step-up-dialog.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useBeneficiaries, useChangeAddressBook } from '../api/address-book.js';
import { useSetAllowlistOnly } from '../api/withdrawal-settings.js';
import { entryDestination, entryState } from '../utils/beneficiary-state.js';
import { AddAddressForm } from './add-address-form.js';

/** An entry's state: waiting for the emailed link, usable from a time, or usable. */
function EntryStateBadge({ entry }: { entry: Beneficiary }) {
  const { t } = useTranslation('withdrawals');
  const state = entryState(entry);
  if (state.kind === 'pending') return <StatusBadge tone="warning">{t('book.statePending')}</StatusBadge>;
  if (state.kind === 'usable') return <StatusBadge tone="success">{t('book.stateUsable')}</StatusBadge>;
  return (
    <StatusBadge tone="info">
      {t('book.usableFrom')} <DateTime value={state.usableFrom} />
    </StatusBadge>
  );
}

/** The allowlist-only switch: the user's own (needs a re-authentication); the brand's switch wins. */
function AllowlistSwitch({ settings }: { settings: WithdrawalSettings }) {
  const { t } = useTranslation('withdrawals');
  const { withStepUp, dialog } = useStepUp();
  const change = useSetAllowlistOnly(withStepUp);
  const failure = useMutationFailureText(change);
  return (
    <div className="withdrawals-allowlist">
      <label className="field field--check">
        <input
          type="checkbox"
          checked={settings.allowlist_only}
          disabled={settings.brand_allowlist_only || change.isPending}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
        />
        {t('book.allowlist')}
      </label>
      <p className="muted">{t(settings.brand_allowlist_only ? 'book.allowlistBrand' : 'book.allowlistHint')}</p>
      <FormMessage error={failure} />
      {dialog}
    </div>
  );
}

/**
 * The address book: each entry with its state (waiting for the emailed link, usable from a time,
 * usable), removal, a new entry (crypto, or a bank account for fiat), and the allowlist-only switch.
 */
export function AddressBook({ settings, fiatAllowed }: { settings: WithdrawalSettings; fiatAllowed: boolean }) {
  const { t } = useTranslation('withdrawals');
  const book = useBeneficiaries();
  const { add, remove } = useChangeAddressBook();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const failure = useMutationFailureText(remove);
  if (book.isPending) return <Loading />;
  if (book.isError) return <LoadFailed message={t('page.loadFailed')} onRetry={() => void book.refetch()} />;
  const columns: DataTableColumn<Beneficiary>[] = [
    { id: 'label', header: t('book.label'), cell: (entry) => entry.label },
    { id: 'currency', header: t('book.currency'), cell: (entry) => entry.currency },
    {
      id: 'destination',
      header: t('book.destination'),
      cell: (entry) => <span className="withdrawals-destination">{entryDestination(entry)}</span>,
    },
    { id: 'state', header: t('book.state'), cell: (entry) => <EntryStateBadge entry={entry} /> },
    {
      id: 'actions',
      header: t('book.actions'),
      unlabelled: true,
      cell: (entry) => (
        <Button
          size="small"
          variant="danger"
          disabled={remove.isPending}
          aria-label={t('book.removeNamed', { label: entry.label })}
          onClick={() =>
            remove.mutate(entry.id, { onSuccess: () => setNotice(t('book.removed', { label: entry.label })) })
          }
        >
          {t('book.remove')}
        </Button>
      ),
    },
  ];
  const entries = book.data.beneficiaries;
  return (
    <div className="withdrawals-book">
      <AllowlistSwitch settings={settings} />
      <FormMessage error={failure} success={notice} />
      {entries.length === 0 ? (
        <EmptyState title={t('book.empty')} description={t('book.emptyHint')} />
      ) : (
        <DataTable caption={t('book.title')} columns={columns} rows={entries} rowKey={(entry) => entry.id} />
      )}
      {adding ? (
        <AddAddressForm
          mutation={add}
          fiatAllowed={fiatAllowed}
          onAdded={() => {
            setAdding(false);
            setNotice(t('book.added'));
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button
          variant="primary"
          icon="plus"
          onClick={() => {
            setNotice(null);
            setAdding(true);
          }}
        >
          {t('book.add')}
        </Button>
      )}
    </div>
  );
}

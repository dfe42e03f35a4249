import { useTranslation } from 'react-i18next';
import type { Beneficiary } from '@platform/core';
import { Field } from '../../../components/ui/field.js';
import { formatDateTime } from '../../../lib/format-date-time.js';
import { useMessageText } from '../../../lib/message-text.js';
import type { FormBinding } from '../../../lib/use-schema-form.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { entryDestination, entryState } from '../utils/beneficiary-state.js';
import { newDestination } from '../utils/withdrawal-drafts.js';

/**
 * "Send to": the address-book entries of the currency (one not usable yet is listed, disabled, with
 * its state), and "a new address" unless allowlist-only is on.
 */
export function DestinationSelect({
  form,
  entries,
  allowNew,
  newLabel,
}: {
  form: FormBinding;
  entries: readonly Beneficiary[];
  allowNew: boolean;
  newLabel: string;
}) {
  const { t } = useTranslation('withdrawals');
  const locale = useLocaleStore((state) => state.locale);
  const messageText = useMessageText();
  const error = form.errors['destination'];
  const optionLabel = (entry: Beneficiary) => {
    const state = entryState(entry);
    const text = `${entry.label} — ${entryDestination(entry)}`;
    if (state.kind === 'pending') return `${text} (${t('book.statePending')})`;
    if (state.kind === 'waiting') {
      return `${text} (${t('book.stateWaiting', { time: formatDateTime(state.usableFrom, locale) ?? '' })})`;
    }
    return text;
  };
  return (
    <Field label={t('form.destination')} error={error ? messageText(error) : null}>
      <select
        name="destination"
        value={String(form.values['destination'] ?? '')}
        onChange={(event) => form.setValue('destination', event.currentTarget.value)}
      >
        <option value="">{t('form.chooseDestination')}</option>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id} disabled={entryState(entry).kind !== 'usable'}>
            {optionLabel(entry)}
          </option>
        ))}
        {allowNew ? <option value={newDestination}>{newLabel}</option> : null}
      </select>
    </Field>
  );
}

import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isFlagOn } from '@platform/core';
import { readApiFailure } from '../../../lib/api-failure.js';
import { saveFile } from '../../../lib/save-file.js';
import { useBrandConfiguration } from '../../../lib/use-brand-configuration.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { useDownloadStatement, type StatementFormat } from '../api/download-statement.js';
import { checkStatementRange, defaultStatementRange, statementMaxDays, utcToday } from '../utils/statement-range.js';
import '../wallets.css';

/** The range, checked as the server checks it (the whole form's error names the problem). */
const statementRangeSchema = z.object({ from: z.string(), to: z.string() }).superRefine((range, context) => {
  const problem = checkStatementRange(range.from, range.to);
  if (problem) context.addIssue({ code: 'custom', message: `wallets:statements.errors.${problem}` });
});

/**
 * Account statements (spec §2 profile#statements, brand switch enable_statements): a date range
 * downloaded as CSV or PDF, with opening and closing balances per currency from the ledger.
 */
export function StatementsPanel() {
  const { t } = useTranslation('wallets');
  const configuration = useBrandConfiguration();
  const locale = useLocaleStore((state) => state.locale);
  const form = useSchemaForm(statementRangeSchema, defaultStatementRange());
  const download = useDownloadStatement();
  if (!isFlagOn(configuration.enable_statements)) {
    return <p role="status">{t('statements.disabled')}</p>;
  }
  const start = (format: StatementFormat) => {
    const range = form.validate();
    if (range === null) return download.reset();
    download.mutate(
      { ...range, format, lang: locale },
      { onSuccess: (result) => (result.ok ? saveFile(result.file, result.fileName) : undefined) },
    );
  };
  const rangeError = form.errors[''];
  const result = download.data;
  // The client checks the range as the server does, so a refusal here is the switch or an outage.
  const refusal =
    result?.ok === false
      ? result.failure !== null && readApiFailure(result.failure).code === 'forbidden'
        ? t('statements.disabled')
        : t('statements.errors.failed')
      : download.isError
        ? t('statements.errors.failed')
        : null;
  const failure = rangeError ? t(rangeError, { days: statementMaxDays }) : refusal;
  return (
    <section className="statements-panel" aria-labelledby="statements-title">
      <h2 id="statements-title">{t('statements.title')}</h2>
      <p className="wallets-muted">{t('statements.intro', { days: statementMaxDays })}</p>
      <form
        className="wallets-filters"
        onSubmit={(event) => {
          event.preventDefault();
          start('csv');
        }}
      >
        <label>
          {t('statements.from')}
          <input
            type="date"
            value={form.values.from}
            max={utcToday()}
            onChange={(event) => form.setValue('from', event.target.value)}
          />
        </label>
        <label>
          {t('statements.to')}
          <input
            type="date"
            value={form.values.to}
            max={utcToday()}
            onChange={(event) => form.setValue('to', event.target.value)}
          />
        </label>
        <div className="wallets-filters__actions">
          <button type="submit" className="wallets-button" disabled={download.isPending}>
            {t('statements.downloadCsv')}
          </button>
          <button
            type="button"
            className="wallets-button wallets-button--secondary"
            disabled={download.isPending}
            onClick={() => start('pdf')}
          >
            {t('statements.downloadPdf')}
          </button>
        </div>
      </form>
      {download.isPending ? <p role="status">{t('statements.downloading')}</p> : null}
      {!download.isPending && result?.ok ? (
        <p role="status">{t('statements.downloaded', { fileName: result.fileName })}</p>
      ) : null}
      {!download.isPending && failure ? (
        <p role="alert" className="wallets-error">
          {failure}
        </p>
      ) : null}
    </section>
  );
}

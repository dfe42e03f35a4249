import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isFlagOn } from '@platform/core';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { fetchStatement, type StatementFormat } from '../api/download-statement.js';
import { saveFile } from '../../../lib/save-file.js';
import { useBrandConfiguration } from '../../../lib/use-brand-configuration.js';
import { checkStatementRange, defaultStatementRange, statementMaxDays, utcToday } from '../utils/statement-range.js';
import { readApiFailure } from '../../../lib/api-failure.js';
import '../wallets.css';

type DownloadState =
  | { kind: 'idle' }
  | { kind: 'downloading'; format: StatementFormat }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string };

/**
 * Account statements (spec §2 profile#statements, brand switch enable_statements): a date range
 * downloaded as CSV or PDF, with opening and closing balances per currency from the ledger.
 */
export function StatementsPanel() {
  const { t } = useTranslation('wallets');
  const configuration = useBrandConfiguration();
  const locale = useLocaleStore((state) => state.locale);
  const [range, setRange] = useState(defaultStatementRange);
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  if (!isFlagOn(configuration.enable_statements)) {
    return <p role="status">{t('statements.disabled')}</p>;
  }
  const download = async (format: StatementFormat) => {
    const problem = checkStatementRange(range.from, range.to);
    if (problem)
      return setState({ kind: 'failed', message: t(`statements.errors.${problem}`, { days: statementMaxDays }) });
    setState({ kind: 'downloading', format });
    const result = await fetchStatement({ ...range, format, lang: locale });
    if (result.ok) {
      saveFile(result.file, result.fileName);
      return setState({ kind: 'done', fileName: result.fileName });
    }
    const failure = result.failure === null ? null : readApiFailure(result.failure);
    // The client checks the range as the server does, so a refusal here is the switch or an outage.
    const message = failure?.code === 'forbidden' ? t('statements.disabled') : t('statements.errors.failed');
    setState({ kind: 'failed', message });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void download('csv');
  };
  const busy = state.kind === 'downloading';
  return (
    <section className="statements-panel" aria-labelledby="statements-title">
      <h2 id="statements-title">{t('statements.title')}</h2>
      <p className="wallets-muted">{t('statements.intro', { days: statementMaxDays })}</p>
      <form className="wallets-filters" onSubmit={submit}>
        <label>
          {t('statements.from')}
          <input
            type="date"
            value={range.from}
            max={utcToday()}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
        </label>
        <label>
          {t('statements.to')}
          <input
            type="date"
            value={range.to}
            max={utcToday()}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
          />
        </label>
        <div className="wallets-filters__actions">
          <button type="submit" className="wallets-button" disabled={busy}>
            {t('statements.downloadCsv')}
          </button>
          <button
            type="button"
            className="wallets-button wallets-button--secondary"
            disabled={busy}
            onClick={() => void download('pdf')}
          >
            {t('statements.downloadPdf')}
          </button>
        </div>
      </form>
      {state.kind === 'downloading' ? <p role="status">{t('statements.downloading')}</p> : null}
      {state.kind === 'done' ? <p role="status">{t('statements.downloaded', { fileName: state.fileName })}</p> : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="wallets-error">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}

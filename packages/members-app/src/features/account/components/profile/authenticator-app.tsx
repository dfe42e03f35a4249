import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { apiClient } from '../../../../lib/api-client.js';
import { useRefreshCurrentUser } from '../../../../lib/session/use-refresh-current-user.js';
import { recoveryCodesSchema, totpSetupSchema, totpStatusSchema } from '../../api/security-schemas.js';
import { useApiAction } from '../../hooks/use-api-action.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { useStepUp } from '../../../../components/ui/step-up-dialog.js';

export const totpStatusQueryKey = ['account', 'totp'] as const;

export function useTotpStatus() {
  return useQuery({
    queryKey: totpStatusQueryKey,
    queryFn: async () => totpStatusSchema.parse((await apiClient().totpStatus()).request_details),
  });
}

/**
 * The authenticator app (TOTP): setup with a QR code of the otpauth:// URI and the key for typing
 * in, confirmation with its first code, and the 10 recovery codes, shown once. Every step is behind
 * a step-up (the API answers step_up_required without a recent re-authentication).
 */
export function AuthenticatorApp() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = useRefreshCurrentUser();
  const status = useTotpStatus();
  const stepUp = useStepUp();
  const action = useApiAction();
  const [setup, setSetup] = useState<{ secret: string; qr_text: string } | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const active = status.data?.status === 'active';

  const changed = async () => {
    setCode('');
    await queryClient.invalidateQueries({ queryKey: totpStatusQueryKey });
    await refresh();
  };
  const begin = () =>
    void action.run(async () => {
      setNotice(null);
      const answer = await stepUp.withStepUp(() => apiClient().totpSetup());
      setSetup(totpSetupSchema.parse(answer.request_details));
      return answer;
    });
  const confirm = () =>
    void action.run(async () => {
      const answer = await stepUp.withStepUp(() => apiClient().totpConfirm({ body: { code: code.trim() } }));
      setRecoveryCodes(recoveryCodesSchema.parse(answer.request_details).recovery_codes);
      setSetup(null);
      await changed();
      return answer;
    });
  const disable = () =>
    void action.run(async () => {
      const answer = await stepUp.withStepUp(() => apiClient().totpDisable({ body: { code: code.trim() } }));
      setNotice(t('account:security.totpDisabled'));
      await changed();
      return answer;
    });
  const regenerate = () =>
    void action.run(async () => {
      const answer = await stepUp.withStepUp(() => apiClient().totpRecoveryCodes({ body: {} }));
      setRecoveryCodes(recoveryCodesSchema.parse(answer.request_details).recovery_codes);
      return answer;
    });

  const codeInput = (
    <label className="field">
      {t('account:common.code')}
      <input
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        onChange={(event) => setCode(event.currentTarget.value)}
      />
    </label>
  );

  return (
    <section aria-labelledby="security-totp">
      <h2 id="security-totp">{t('account:security.totpTitle')}</h2>
      {status.isSuccess && <p>{t(active ? 'account:security.totpOn' : 'account:security.totpOff')}</p>}
      <FormMessage error={action.error} success={notice} />
      {recoveryCodes !== null && (
        <div className="notice">
          <h3>{t('account:security.recoveryTitle')}</h3>
          <p>{t('account:security.recoveryIntro')}</p>
          <ul className="recovery-codes" aria-label={t('account:security.recoveryTitle')}>
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>
                <code>{recoveryCode}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => setRecoveryCodes(null)}>
            {t('account:security.recoverySaved')}
          </button>
        </div>
      )}
      {status.isSuccess && !active && setup === null && (
        <button type="button" className="button button--primary" disabled={action.pending} onClick={begin}>
          {t('account:security.totpSetUp')}
        </button>
      )}
      {setup !== null && (
        <div className="form">
          <p>{t('account:security.totpScan')}</p>
          <QRCodeSVG value={setup.qr_text} size={176} role="img" aria-label={t('account:security.totpQr')} />
          <p>
            {t('account:security.totpKey')}: <code>{setup.secret}</code>
          </p>
          {codeInput}
          <button type="button" className="button button--primary" disabled={action.pending} onClick={confirm}>
            {t('account:security.totpConfirm')}
          </button>
        </div>
      )}
      {active && (
        <div className="form">
          {codeInput}
          <div className="links">
            <button type="button" className="button" disabled={action.pending} onClick={disable}>
              {t('account:security.totpDisable')}
            </button>
            <button type="button" className="button" disabled={action.pending} onClick={regenerate}>
              {t('account:security.recoveryRegenerate')}
            </button>
          </div>
        </div>
      )}
      {stepUp.dialog}
    </section>
  );
}

import { CodeField } from '../../../../components/ui/code-field.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { z } from 'zod';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { useStepUp } from '../../../../components/ui/step-up-dialog.js';
import { useMutationFailureText } from '../../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { useTotpStatus } from '../../api/get-totp-status.js';
import { useConfirmTotp } from '../../api/totp-confirm.js';
import { useDisableTotp } from '../../api/totp-disable.js';
import { useNewRecoveryCodes } from '../../api/totp-recovery-codes.js';
import { useStartTotpSetup, type TotpSetup } from '../../api/totp-setup.js';

/** The app's current code (or, to remove it, a recovery code): the server checks it. */
const totpCodeFormSchema = z.object({ code: z.string().trim() });

/**
 * The authenticator app (TOTP): setup with a QR code of the otpauth:// URI and the key for typing
 * in, confirmation with its first code, and the 10 recovery codes, shown once. Every step is behind
 * a step-up (the API answers step_up_required without a recent re-authentication).
 */
export function AuthenticatorApp() {
  const { t } = useTranslation();
  const status = useTotpStatus();
  const stepUp = useStepUp();
  const form = useSchemaForm(totpCodeFormSchema, { code: '' });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const active = status.data?.status === 'active';
  const withStepUp = stepUp.withStepUp;

  const begin = useStartTotpSetup({ withStepUp, mutationConfig: { onSuccess: setSetup } });
  const confirm = useConfirmTotp({
    withStepUp,
    mutationConfig: {
      onSuccess: (codes) => {
        setRecoveryCodes(codes);
        setSetup(null);
        form.setAll({ code: '' });
      },
    },
  });
  const disable = useDisableTotp({
    withStepUp,
    mutationConfig: {
      onSuccess: () => {
        setNotice(t('account:security.totpDisabled'));
        form.setAll({ code: '' });
      },
    },
  });
  const regenerate = useNewRecoveryCodes({ withStepUp, mutationConfig: { onSuccess: setRecoveryCodes } });
  const failure = useMutationFailureText(begin, confirm, disable, regenerate);
  const pending = begin.isPending || confirm.isPending || disable.isPending || regenerate.isPending;
  /** Runs one action with the typed code. */
  const withCode = (action: (code: string) => void) => () => {
    const parsed = form.validate();
    if (parsed !== null) action(parsed.code);
  };

  const codeInput = <CodeField form={form} name="code" label={t('account:common.code')} />;

  return (
    <section aria-labelledby="security-totp">
      <h2 id="security-totp">{t('account:security.totpTitle')}</h2>
      {status.isSuccess && <p>{t(active ? 'account:security.totpOn' : 'account:security.totpOff')}</p>}
      <FormMessage error={failure} success={notice} />
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
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={() => {
            setNotice(null);
            begin.mutate();
          }}
        >
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
          <button
            type="button"
            className="button button--primary"
            disabled={pending}
            onClick={withCode((code) => confirm.mutate(code))}
          >
            {t('account:security.totpConfirm')}
          </button>
        </div>
      )}
      {active && (
        <div className="form">
          {codeInput}
          <div className="links">
            <button
              type="button"
              className="button"
              disabled={pending}
              onClick={withCode((code) => disable.mutate(code))}
            >
              {t('account:security.totpDisable')}
            </button>
            <button type="button" className="button" disabled={pending} onClick={() => regenerate.mutate()}>
              {t('account:security.recoveryRegenerate')}
            </button>
          </div>
        </div>
      )}
      {stepUp.dialog}
    </section>
  );
}

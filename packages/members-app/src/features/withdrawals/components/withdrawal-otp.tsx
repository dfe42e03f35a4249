import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { WithdrawalWire } from '@platform/core';
import { Button } from '../../../components/ui/button.js';
import { CodeField } from '../../../components/ui/code-field.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useCancelWithdrawal, useResendWithdrawalOtp, useVerifyWithdrawalOtp } from '../api/withdrawal-requests.js';
import { withdrawalStatusDisplay } from '../utils/withdrawal-status.js';
import { Amount } from '../../../components/ui/amount.js';

const codeFormSchema = z.object({
  code: z.string().regex(/^[0-9]{6}$/, { error: 'withdrawals:errors.code' }),
});

/**
 * The withdrawal OTP (OTPWithdrawal on): the withdrawal is held and reads "2-FA Pending" (spec §4)
 * until the code sent by email or SMS (or the authenticator app's) is entered through
 * POST /verify/verifyOTP {type: withdrawal}. A new code can be sent, or the withdrawal canceled
 * (the funds are back at once).
 */
export function WithdrawalOtp({
  withdrawal,
  channel,
  onDone,
}: {
  withdrawal: WithdrawalWire;
  channel: 'email' | 'sms' | 'totp' | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('withdrawals');
  const form = useSchemaForm(codeFormSchema, { code: '' });
  const verify = useVerifyWithdrawalOtp();
  const resend = useResendWithdrawalOtp();
  const cancel = useCancelWithdrawal();
  const [notice, setNotice] = useState<string | null>(null);
  const failure = useMutationFailureText(verify, resend, cancel);
  const status = withdrawalStatusDisplay(withdrawal.status);
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.submitWith(({ code }) => {
        setNotice(null);
        verify.mutate({ withdrawalId: withdrawal.id, code }, { onSuccess: onDone });
      })}
    >
      <h2>{t('otp.title')}</h2>
      <p>
        <StatusBadge tone={status.tone}>{t(status.labelKey)}</StatusBadge>{' '}
        <Amount currency={withdrawal.currency} value={withdrawal.amount} />
      </p>
      <p>{t(channel === 'sms' ? 'otp.introSms' : channel === 'totp' ? 'otp.introTotp' : 'otp.introEmail')}</p>
      <CodeField form={form} name="code" label={t('otp.code')} />
      <FormMessage error={failure} success={notice} />
      <div className="links">
        <SubmitButton pending={verify.isPending} label={t('otp.submit')} pendingLabel={t('otp.submitting')} />
        {channel !== 'totp' ? (
          <Button
            busy={resend.isPending}
            onClick={() => resend.mutate(withdrawal.id, { onSuccess: () => setNotice(t('otp.resent')) })}
          >
            {t('otp.resend')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          busy={cancel.isPending}
          onClick={() => cancel.mutate(withdrawal.id, { onSuccess: onDone })}
        >
          {t('otp.cancel')}
        </Button>
      </div>
    </form>
  );
}

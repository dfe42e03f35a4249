import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { User } from '@platform/core';
import { CheckboxField } from '../../../../components/ui/checkbox-field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { SelectField } from '../../../../components/ui/select-field.js';
import { useStepUp } from '../../../../components/ui/step-up-dialog.js';
import { useMutationFailureText } from '../../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { useChangeOtp, type OtpChannel } from '../../api/change-otp.js';

const flag = z.boolean().transform((on): 0 | 1 => (on ? 1 : 0));
const twoFactorFormSchema = z.object({
  OTPLogin: flag,
  OTPWithdrawal: flag,
  channel: z.enum(['email', 'sms', 'totp']),
});

/**
 * OTPLogin and OTPWithdrawal (spec §6) and where the codes go (PATCH /users/changeOTP, behind a
 * step-up). The authenticator app is a channel only once it is set up.
 */
export function TwoFactorSettings({ user, totpActive }: { user: User; totpActive: boolean }) {
  const { t } = useTranslation();
  const stepUp = useStepUp();
  const form = useSchemaForm(twoFactorFormSchema, {
    OTPLogin: user.OTPLogin === 1,
    OTPWithdrawal: user.OTPWithdrawal === 1,
    channel: (user.otp_channel ?? 'email') as OtpChannel,
  });
  const [saved, setSaved] = useState(false);
  const change = useChangeOtp({ withStepUp: stepUp.withStepUp, mutationConfig: { onSuccess: () => setSaved(true) } });
  const failure = useMutationFailureText(change);
  const channels: OtpChannel[] =
    totpActive || form.values.channel === 'totp' ? ['email', 'sms', 'totp'] : ['email', 'sms'];
  return (
    <section aria-labelledby="security-two-factor">
      <h2 id="security-two-factor">{t('account:security.twoFactorTitle')}</h2>
      <form
        className="form"
        onSubmit={(event) => {
          setSaved(false);
          form.submitWith((settings) => change.mutate(settings))(event);
        }}
      >
        <CheckboxField form={form} name="OTPLogin" label={t('account:security.otpLogin')} />
        <CheckboxField form={form} name="OTPWithdrawal" label={t('account:security.otpWithdrawal')} />
        <SelectField
          form={form}
          name="channel"
          label={t('account:security.channel')}
          options={channels.map((option) => ({ value: option, label: t(`account:security.channels.${option}`) }))}
        />
        <FormMessage error={failure} success={saved ? t('account:security.twoFactorSaved') : null} />
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('account:security.saveTwoFactor')}
        </button>
      </form>
      {stepUp.dialog}
    </section>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, Modal, readApiFailure } from '../../session/index.js';
import { useApiAction } from '../hooks/use-api-action.js';
import { FormMessage } from './form-message.js';

/**
 * Step-up re-authentication: a sensitive change (email, mobile, password, two-factor) answered
 * `step_up_required`; the user confirms with the password or a current two-factor code (POST
 * /users/reauthenticate) and the change is sent again once.
 */
export function useStepUp() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const withStepUp = async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (readApiFailure(error).code !== 'step_up_required') throw error;
      const confirmed = await new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setOpen(true);
      });
      if (!confirmed) throw error;
      return await action();
    }
  };
  const finish = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  };
  return { withStepUp, dialog: <StepUpDialog open={open} onFinish={finish} /> };
}

function StepUpDialog({ open, onFinish }: { open: boolean; onFinish: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const action = useApiAction();
  const close = (confirmed: boolean) => {
    setPassword('');
    setCode('');
    action.setError(null);
    onFinish(confirmed);
  };
  return (
    <Modal open={open} title={t('account:stepUp.title')} onClose={() => close(false)}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const body = password !== '' ? { password } : code.trim() !== '' ? { code: code.trim() } : null;
          if (body === null) {
            action.setError(t('account:stepUp.missing'));
            return;
          }
          void action.run(async () => {
            const answer = await apiClient().reauthenticate({ body });
            close(true);
            return answer;
          });
        }}
      >
        <p>{t('account:stepUp.intro')}</p>
        <label className="field">
          {t('account:stepUp.password')}
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </label>
        <label className="field">
          {t('account:stepUp.code')}
          <input autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.currentTarget.value)} />
        </label>
        <FormMessage error={action.error} />
        <div className="links">
          <button type="submit" className="button button--primary" disabled={action.pending}>
            {t('account:stepUp.confirm')}
          </button>
          <button type="button" className="button" onClick={() => close(false)}>
            {t('account:common.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

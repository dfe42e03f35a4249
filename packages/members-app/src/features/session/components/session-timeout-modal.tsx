import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../stores/session-store.js';
import { Modal } from '../../../components/ui/modal.js';

/**
 * Spec §2/§8: when polling answers invalid_session (a login elsewhere replaced this session):
 * "Session Timeout – You are logged in on other devices or browsers. Please login again." and a
 * Login button. The session is already cleared when it shows.
 */
export function SessionTimeoutModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useSessionStore((state) => state.sessionTimedOut);
  return (
    <Modal open={open} title={t('messages:sessionTimeout.title')} persistent>
      <p>{t('messages:sessionTimeout.message')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          useSessionStore.getState().reset();
          void navigate('/login');
        }}
      >
        {t('messages:sessionTimeout.login')}
      </button>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';

/** An operator screen's frame: its title, and its content for the operator role only (as operator/kyc). */
export function OperatorOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (user === null) return null;
  return (
    <section className="page-container">
      <PageHeader title={title} />
      {user.role === 'operator' ? children : <p role="alert">{t('account:checkoutOperator.notAllowed')}</p>}
    </section>
  );
}

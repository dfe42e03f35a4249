import type { ReactNode } from 'react';
import { ForbiddenPage } from '../../../components/errors/forbidden-page.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { canUseMerchantArea, type MerchantArea } from '../utils/merchant-access.js';

/**
 * Renders a merchant screen only for users the spec's permissions let in (the sidebar and header
 * hide the links for the others); opened without them it says "You do not have access to this
 * page." (the server answers a direct load with 403). Before the user is known it renders nothing
 * (the members auth guard is deciding).
 */
export function MerchantGate({ area, children }: { area: MerchantArea; children: ReactNode }) {
  const { user } = useCurrentUser();
  const configuration = useBrandStore((state) => state.details?.module);
  if (user === null || configuration === undefined) return null;
  if (!canUseMerchantArea(area, configuration, user)) return <ForbiddenPage />;
  return <>{children}</>;
}

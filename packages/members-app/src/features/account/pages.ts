import type { PageLoader } from '../../app/page-registry.js';

/** Pages of the accounts and identity feature, by route path of core's `appRoutes`. */
export const accountPages: Record<string, PageLoader> = {};

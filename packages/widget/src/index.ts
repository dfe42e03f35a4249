export { WidgetApp } from './app/widget-app.js';
export { WidgetLayout } from './components/widget-layout.js';
export { MerchantHeader, type MerchantHeaderContent } from './components/merchant-header.js';
export {
  checkWidgetQuery,
  checkStoredPayment,
  type WidgetGuardResult,
  type StoredPaymentResult,
} from './guard/widget-guard.js';
export { widgetRoutes, widgetBasePath, findWidgetRoute } from './router/match-route.js';
export { widgetScreens, type WidgetScreen } from './router/widget-screens.js';

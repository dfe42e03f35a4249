export { WidgetApp } from './app/widget-app.js';
export { WidgetLayout } from './components/widget-layout.js';
export { MerchantHeader } from './components/merchant-header.js';
export { checkWidgetQuery, type WidgetGuardResult } from './guard/widget-guard.js';
export { widgetRoutes, widgetBasePath, findWidgetRoute } from './router/match-route.js';

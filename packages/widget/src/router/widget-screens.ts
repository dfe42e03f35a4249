import { widgetBasePath } from './match-route.js';

/** The widget routes of spec §2 by their path under /widget/ (a test keeps them equal to core's table). */
export const widgetScreens = [
  'home',
  'payment',
  'payment-detected',
  'payment-failed',
  'payment-success',
  'redirect',
] as const;
export type WidgetScreen = (typeof widgetScreens)[number];

export function widgetScreenPath(screen: WidgetScreen): string {
  return `${widgetBasePath}${screen}`;
}

/** The screen a matched widget route path names: '/widget/payment' → 'payment'. */
export function screenOfRoutePath(routePath: string): WidgetScreen | undefined {
  const name = routePath.slice(widgetBasePath.length);
  return (widgetScreens as readonly string[]).includes(name) ? (name as WidgetScreen) : undefined;
}

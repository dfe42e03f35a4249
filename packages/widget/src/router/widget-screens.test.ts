import { describe, expect, it } from 'vitest';
import { widgetRoutes } from './match-route.js';
import { screenOfRoutePath, widgetScreenPath, widgetScreens } from './widget-screens.js';

describe('widget screens', () => {
  it("are the widget routes of core's route table (spec §2)", () => {
    expect(widgetRoutes.map((route) => route.path)).toEqual(widgetScreens.map(widgetScreenPath));
    expect(widgetRoutes.map((route) => screenOfRoutePath(route.path))).toEqual([...widgetScreens]);
    expect(screenOfRoutePath('/widget/nowhere')).toBeUndefined();
  });
});

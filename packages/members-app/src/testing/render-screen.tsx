import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { ConfigurationDetails, LocaleCode } from '@platform/core';
import { renderWithProviders } from './render-with-providers.js';

export interface RenderScreenOptions {
  details: ConfigurationDetails;
  locale?: LocaleCode;
  /** Rendered next to the page (e.g. the members sidebar). */
  aside?: ReactNode;
}

/**
 * Renders a feature's screens at a URL with the app's providers, the brand configuration in its
 * store and the real router, under a `<main>` (the layouts themselves are covered by the app's
 * route tests). `pages` maps route paths to the screens.
 */
export function renderScreen(url: string, pages: Record<string, ComponentType>, options: RenderScreenOptions) {
  const Layout = () => (
    <>
      {options.aside}
      <main>
        <Outlet />
      </main>
    </>
  );
  const children = Object.entries(pages).map(([path, Component]) => ({ path, Component }));
  const router = createMemoryRouter([{ Component: Layout, children }], { initialEntries: [url] });
  return { ...renderWithProviders(<RouterProvider router={router} />, options), router };
}

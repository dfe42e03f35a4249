import { contentPageSlugs, type ContentPageSlug } from '@platform/core';
import { createElement } from 'react';
import { withTexts } from '../../lib/lazy-texts.js';
import type { PageLoader } from '../../types/page-loader.js';

/** A content page's route: the one ContentPage component, told which page it is. */
const contentPage = (slug: ContentPageSlug): PageLoader =>
  withTexts(['public'], () =>
    import('./components/content-page.js').then(({ ContentPage }) => {
      return function ContentRoutePage() {
        return createElement(ContentPage, { slug });
      };
    }),
  );

/**
 * Pages of the public home area (issue 18), by route path of core's `membersAppRoutes`: the home
 * page, the content pages and blog posts, the maintenance pages and the operators' content editor.
 */
export const publicPages: Record<string, PageLoader> = {
  '/': withTexts(['public'], () => import('./components/home-page.js').then((page) => page.HomePage)),
  ...Object.fromEntries(contentPageSlugs.map((slug) => [`/${slug}`, contentPage(slug)])),
  '/blog/:slug': withTexts(['public'], () => import('./components/content-page.js').then((page) => page.BlogPostPage)),
  '/maintenance/:slug?/:nested?': withTexts(['public'], () =>
    import('./components/maintenance-page.js').then((page) => page.MaintenancePage),
  ),
  '/operator/content': withTexts(['public'], () =>
    import('./components/content-editor-page.js').then((page) => page.ContentEditorPage),
  ),
};

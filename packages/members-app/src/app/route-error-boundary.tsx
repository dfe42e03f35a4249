import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorLayout } from '../components/layouts/error-layout.js';
import { ErrorPage } from '../components/errors/error-page.js';
import { ErrorPageBoundary } from '../components/errors/error-page-boundary.js';
import { NotFoundPage } from '../components/errors/not-found-page.js';

/**
 * Route errors (spec §8): a 404 shows "This page could not be found."; other errors show the error
 * page with their status (default 500). Only deliberate route errors carry a message to show;
 * unexpected exceptions get the generic text so internals never reach the user.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  let page = <ErrorPage statusCode={500} />;
  if (isRouteErrorResponse(error)) {
    page =
      error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <ErrorPage statusCode={error.status} message={typeof error.data === 'string' ? error.data : undefined} />
      );
  }
  return (
    <ErrorLayout>
      <ErrorPageBoundary>{page}</ErrorPageBoundary>
    </ErrorLayout>
  );
}

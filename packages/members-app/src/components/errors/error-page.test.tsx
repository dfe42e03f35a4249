import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@platform/core/i18n/every-locale';
import { ErrorPage } from './error-page.js';
import { ErrorPageBoundary } from './error-page-boundary.js';
import { useLocaleStore } from '../../stores/locale-store.js';

afterEach(cleanup);

function withTexts(node: React.ReactNode) {
  return render(<I18nextProvider i18n={createI18n('en')}>{node}</I18nextProvider>);
}

describe('error page (spec §2, §8)', () => {
  it('shows the status code, the heading and the message', () => {
    withTexts(<ErrorPage statusCode={503} message="The brand configuration could not be loaded." />);
    expect(screen.getByText('503')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe("We're unable to find the page you're looking for.");
    expect(screen.getByText('The brand configuration could not be loaded.')).toBeTruthy();
  });

  it('shows status 500 and the unknown-error text when there is no message', () => {
    withTexts(<ErrorPage />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(
      screen.getByText('We are very sorry for inconvenience. The application has encountered an unknown error.'),
    ).toBeTruthy();
  });

  it('says an error occurred while showing the error page, with a link home, when the page itself fails', () => {
    useLocaleStore.setState({ locale: 'en' });
    function Broken(): React.ReactNode {
      throw new Error('render failed');
    }
    const originalError = console.error;
    console.error = () => undefined; // React logs the caught error; the assertion is what matters
    try {
      withTexts(
        <ErrorPageBoundary>
          <Broken />
        </ErrorPageBoundary>,
      );
    } finally {
      console.error = originalError;
    }
    expect(screen.getByRole('alert').textContent).toContain('An error occurred while showing the error page');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });
});

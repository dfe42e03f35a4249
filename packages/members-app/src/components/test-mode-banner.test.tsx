import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { brandDetails } from '../testing/brand-details.js';
import { renderApp } from '../testing/render-app.js';

afterEach(cleanup);

describe('the TEST MODE mark (issue 19: test mode that cannot be taken for real money)', () => {
  it('shows above every page of a test-mode platform, in the visitor’s language', async () => {
    await renderApp('/login', { details: { ...brandDetails(), test_mode: true } });
    expect((await screen.findByRole('note')).textContent).toBe('TEST MODE Test mode: no real money moves.');
    cleanup();
    await renderApp('/forget-password', { details: { ...brandDetails(), test_mode: true }, locale: 'de' });
    expect((await screen.findByRole('note')).textContent).toBe('TESTMODUS Testmodus: Es wird kein echtes Geld bewegt.');
  });

  it('is absent on a live platform, where the design gallery is a 404 page', async () => {
    await renderApp('/test-mode/gallery', { details: { ...brandDetails(), test_mode: false } });
    expect(await screen.findByText('This page could not be found.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { failure } from '../../../testing/fake-api.js';
import { useSessionStore } from '../../../stores/session-store.js';

/**
 * The account screens' component tests (profile, security, compliance, the KYC reviewer) share this
 * set-up: after each test the rendered app is removed and the session store emptied.
 */
export function setUpAccountScreenTests(): void {
  afterEach(() => {
    cleanup();
    useSessionStore.getState().reset();
  });
}

/** The server's answer to a call that needs a recent step-up (403 step_up_required). */
export const stepUpRequired = () =>
  failure(403, 'step_up_required', { step_up: 'Please confirm with your password or a current code.' });

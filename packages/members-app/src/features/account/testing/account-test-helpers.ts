import { fireEvent, screen } from '@testing-library/react';
import { failure } from '../../../testing/fake-api.js';

/** GET /users/me without a session. */
export const signedOut = () => failure(401, 'unauthorized', { session_key: 'unauthorized' });

/** A wrong email or SMS code, as the server answers it. */
export const invalidCode = () =>
  failure(400, 'request_failed', { code: 'You have entered an invalid code, Please try again.' });

/** Types `value` into the field labelled `label`. */
export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

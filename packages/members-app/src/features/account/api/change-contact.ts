import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';
import type { WithStepUp } from '../../../lib/session/step-up.js';

export type Contact = 'email' | 'mobile';

/**
 * PATCH /users/changeEmail or /users/changeMobile, behind a step-up: a code goes to the new address
 * or number, and the change takes effect when it is entered (verifyOtp type email_change or
 * mobile_change).
 */
export function changeContact(input: { contact: Contact; value: string }, withStepUp: WithStepUp) {
  // The two calls answer different details; the form only needs to know that the code was sent.
  return withStepUp<unknown>(() =>
    input.contact === 'email'
      ? apiClient().changeEmail({ body: { email: input.value } })
      : apiClient().changeMobile({ body: { mobile: input.value } }),
  );
}

export function useChangeContact({
  withStepUp,
  mutationConfig,
}: {
  withStepUp: WithStepUp;
  mutationConfig?: MutationConfig<(input: { contact: Contact; value: string }) => ReturnType<typeof changeContact>>;
}) {
  return useMutation({
    ...mutationConfig,
    mutationFn: (input: { contact: Contact; value: string }) => changeContact(input, withStepUp),
  });
}

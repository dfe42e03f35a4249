/**
 * Identity verification (KYC) id state of spec §4: 0 failed, 1 successful, 2 pending (default),
 * 3 review. The API reports compliance as a word; these functions map it to the numeric state the
 * screens use. Words are compared case-insensitively because the legacy API is not consistent.
 */
export const idVerificationStates = { failed: 0, successful: 1, pending: 2, review: 3 } as const;
export type IdVerificationState = (typeof idVerificationStates)[keyof typeof idVerificationStates];

function word(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** From current-user data: successful gives 1, failed 0, review 3, anything else 2. */
export function idStateFromUser(user: { complianceVerification?: string | null }): IdVerificationState {
  switch (word(user.complianceVerification)) {
    case 'successful':
      return idVerificationStates.successful;
    case 'failed':
      return idVerificationStates.failed;
    case 'review':
      return idVerificationStates.review;
    default:
      return idVerificationStates.pending;
  }
}

/**
 * In the guest flow failed, review and pending all give 3 (the guest waits for a manual review).
 * Successful gives 1; no compliance result yet is the default 2.
 */
export function idStateInGuestFlow(compliance: string | null | undefined): IdVerificationState {
  const value = word(compliance);
  if (value === 'successful') return idVerificationStates.successful;
  if (value === 'failed' || value === 'review' || value === 'pending') return idVerificationStates.review;
  return idVerificationStates.pending;
}

/** PATCH /verify/setVerifyId with compliance pending gives 2, review gives 3. */
export function idStateAfterSetVerification(compliance: 'pending' | 'review'): IdVerificationState {
  return compliance === 'review' ? idVerificationStates.review : idVerificationStates.pending;
}

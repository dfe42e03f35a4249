import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryList } from '@platform/core';
import { apiClient, type BodyOf } from '../../../lib/api-client.js';

export const beneficiariesQueryKey = ['withdrawals', 'beneficiaries'] as const;

/** GET /users/getUserBeneficiaries: the address book (newest first) and whether allowlist-only is on. */
export async function getBeneficiaries(): Promise<BeneficiaryList> {
  const answer = await apiClient().getUserBeneficiaries();
  return answer.request_details;
}

/**
 * The address book. While an entry waits (for its email link, or for its waiting period) it is
 * asked again every 15 s, so "usable from" turns into "usable" without a reload.
 */
export function useBeneficiaries() {
  return useQuery({
    queryKey: beneficiariesQueryKey,
    queryFn: getBeneficiaries,
    refetchInterval: (query) =>
      query.state.data?.beneficiaries.some((entry) => entry.status !== 'active') ? 15_000 : false,
  });
}

/** POST /users/addBeneficiary: the entry waits for the link emailed to the user. */
export function addBeneficiary(body: BodyOf<'addBeneficiary'>) {
  return apiClient()
    .addBeneficiary({ body })
    .then((answer) => answer.request_details);
}

/** DELETE /users/beneficiaries/{id}. */
export function removeBeneficiary(id: string) {
  return apiClient()
    .removeBeneficiary({ params: { id } })
    .then((answer) => answer.request_details);
}

/** POST /users/confirmBeneficiary: the token of the emailed link (public: the link may open in another browser). */
export function confirmBeneficiary(token: string) {
  return apiClient()
    .confirmBeneficiary({ body: { token } })
    .then((answer) => answer.request_details);
}

/** Adding or removing an entry changes the address book, so it is asked again. */
export function useChangeAddressBook() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: beneficiariesQueryKey });
  return {
    add: useMutation({ mutationFn: addBeneficiary, onSuccess: refresh }),
    remove: useMutation({ mutationFn: removeBeneficiary, onSuccess: refresh }),
  };
}

export function useConfirmBeneficiary() {
  return useMutation({ mutationFn: confirmBeneficiary });
}

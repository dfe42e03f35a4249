/**
 * The wallets feature's balances query (features never import each other): the same key, so a
 * withdrawal refreshes the balances the sidebar and the wallet pages show.
 */
export const userBalancesQueryKey = ['wallets', 'balances'] as const;

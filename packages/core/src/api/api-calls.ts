import { accountCalls } from './account-calls.js';
import { checkoutCalls } from './checkout-calls.js';
import { merchantCalls } from './merchant-calls.js';
import { userCalls } from './user-calls.js';
import { walletCalls } from './wallet-calls.js';

/** The route table: every call of spec §7, by the name the client exposes it under. */
export const apiCalls = { ...userCalls, ...accountCalls, ...walletCalls, ...checkoutCalls, ...merchantCalls } as const;
export type ApiCalls = typeof apiCalls;
export type ApiCallName = keyof ApiCalls;

// The chains that carry deposit addresses and which one receives each coin are core's (the
// contract's createWallet and depositKeys schemas use them too).
export { chainOf, depositChains, type DepositChain } from '@platform/core';

// The contract's row groups the checkout calls, as one chunk: the buy step imports it when it asks
// for its first quote, so the first screen renders without waiting for every row's schema.
export { accountsEndpoints, checkoutEndpoints, identityEndpoints } from '@platform/core';

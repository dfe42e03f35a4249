/**
 * What the shop sells. Prices live here, on the server: the browser only names a product, so a
 * customer cannot change what they pay.
 *
 * @typedef {object} Product
 * @property {string} id
 * @property {string} name
 * @property {string} price decimal string with 2 decimals, in `currency`
 * @property {'EUR' | 'USD' | 'GBP' | 'AUD' | 'CAD' | 'CHF'} currency
 */

/** @type {readonly Product[]} */
export const products = Object.freeze([
  { id: 'cold-storage-mug', name: 'Cold Storage Coffee Mug', price: '59.00', currency: 'EUR' },
]);

/** @param {unknown} id @returns {Product | undefined} */
export function findProduct(id) {
  return products.find((product) => product.id === id);
}

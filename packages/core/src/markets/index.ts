export * from './coin-descriptors.js';
export * from './market-amounts.js';
export { coinArticleIds, loadCoinArticle } from './articles/index.js';
export * from './market-format.js';
export * from './market-links.js';
export * from './market-rows.js';

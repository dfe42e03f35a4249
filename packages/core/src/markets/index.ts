export * from './coin-descriptors.js';
export * from './market-amounts.js';
export { coinArticleIds, loadCoinArticle } from './articles/index.js';

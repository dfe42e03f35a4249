import { expect, it } from 'vitest';
import { pageStatus } from './page-status.js';

it.each([
  ['/', 200],
  ['/wallets/btc', 200],
  ['/flow/details?lang=cz', 200],
  ['/prices?lang=no', 200],
  ['/prices?lang=fr', 404],
  ['/prices?lang=', 404],
  ['/nowhere', 404],
  ['/widget/', 200],
  ['/widget/?merchant_id=mer_1&transaction_id=pay_1&lang=de', 200],
  ['/flow/?merchant_id=mer_1&transaction_id=pay_1', 200],
  ['/widget/?lang=fr', 404],
  ['/widget', 404],
  ['/widget/unknown', 404],
] as const)('%s answers %i', (url, status) => {
  expect(pageStatus(url)).toBe(status);
});

it('answers 404 for the test-mode pages on a live platform, 200 on a test-mode one', () => {
  expect(pageStatus('/test-mode/gallery', { testMode: true })).toBe(200);
  expect(pageStatus('/test-mode/outbox', { testMode: true })).toBe(200);
  expect(pageStatus('/test-mode/gallery', { testMode: false })).toBe(404);
  expect(pageStatus('/test-mode/outbox', { testMode: false })).toBe(404);
  expect(pageStatus('/wallets', { testMode: false })).toBe(200);
});

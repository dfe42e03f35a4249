import { expect, it } from 'vitest';
import { hostnameFromHost } from './host-name.js';

it.each([
  ['localhost:3000', 'localhost'],
  ['Alt.LocalHost', 'alt.localhost'],
  ['127.0.0.2:8080', '127.0.0.2'],
  ['[::1]:3000', '[::1]'],
  ['shop.example.', 'shop.example'],
  [undefined, ''],
])('hostnameFromHost(%s) is %s', (host, expected) => {
  expect(hostnameFromHost(host)).toBe(expected);
});

import { expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback.js';

it.each([
  ['127.0.0.1', true],
  ['127.8.9.10', true],
  ['::1', true],
  ['::ffff:127.0.0.1', true],
  ['10.0.0.1', false],
  ['0.0.0.0', false],
  ['::', false],
  ['::ffff:10.0.0.1', false],
  ['localhost', false],
])('isLoopbackAddress(%s) is %s', (address, expected) => {
  expect(isLoopbackAddress(address)).toBe(expected);
});

it.each([
  ['127.0.0.1', true],
  ['localhost', true],
  ['LOCALHOST.', true],
  ['alt.localhost', true],
  ['[::1]', true],
  ['0.0.0.0', false],
  ['::', false],
  ['192.168.1.10', false],
  ['shop.example', false],
  ['localhost.example', false],
])('isLoopbackHost(%s) is %s', (host, expected) => {
  expect(isLoopbackHost(host)).toBe(expected);
});

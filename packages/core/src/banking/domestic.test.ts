import { describe, expect, it } from 'vitest';
import {
  isAbaRoutingNumber,
  isUkAccountNumber,
  isUsAccountNumber,
  normalizeSortCode,
  printSortCode,
} from './domestic.js';

describe('UK sort codes and account numbers', () => {
  it.each([
    ['12-34-56', '123456'],
    ['12 34 56', '123456'],
    ['601613', '601613'],
  ])('normalizes %j to %s', (text, sortCode) => {
    expect(normalizeSortCode(text)).toBe(sortCode);
  });

  it.each(['12-34-5', '1234567', '12-34-5A', '', '12.34.56'])('refuses the sort code %j', (text) => {
    expect(normalizeSortCode(text)).toBeUndefined();
  });

  it('prints a sort code in pairs and checks 8-digit account numbers', () => {
    expect(printSortCode('123456')).toBe('12-34-56');
    expect(isUkAccountNumber('31926819')).toBe(true);
    expect(isUkAccountNumber('3192681')).toBe(false);
    expect(isUkAccountNumber('3192681X')).toBe(false);
  });
});

describe('US ABA routing numbers', () => {
  it.each([
    ['021000021', true], // JPMorgan Chase, New York
    ['011000015', true], // Federal Reserve Bank of Boston
    ['121000358', true], // Bank of America, California
    ['021000022', false], // last digit off
    ['012000021', false], // two digits swapped
    ['02100002', false],
    ['0210000210', false],
    ['02100002A', false],
  ])('%s is valid: %s', (text, valid) => {
    expect(isAbaRoutingNumber(text)).toBe(valid);
  });

  it('checks US account numbers are 4 to 17 digits', () => {
    expect(isUsAccountNumber('1234')).toBe(true);
    expect(isUsAccountNumber('12345678901234567')).toBe(true);
    expect(isUsAccountNumber('123')).toBe(false);
    expect(isUsAccountNumber('123456789012345678')).toBe(false);
  });
});

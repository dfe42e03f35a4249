import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { painFormats, type PainFormat } from '@platform/core';
import { schemaErrors } from '../testing.js';
import { buildPain001, centsToDecimal, type Pain001Input } from './pain001.js';

const schemaFile = (format: PainFormat) => new URL(`./iso20022/${format}.xsd`, import.meta.url);

/** The official schemas' hashes (iso20022/README.md says where each copy comes from). */
const officialSha256: Record<PainFormat, string> = {
  'pain.001.001.03': 'ae2bbba02a6be0119a26f4afcb65ced067453cb1b81d38b26bcc569f19eca93e',
  'pain.001.001.09': '05440a7e84f695e7dbc6677082f43623cd7393881b76a5e8d648ae21d7d728e3',
};

function batchOfThree(format: PainFormat): Pain001Input {
  return {
    format,
    messageId: 'PBT3A9F0C2D1E',
    createdAt: new Date('2026-11-27T10:15:00Z'),
    executionDate: '2026-11-30',
    debtor: { name: 'Demo Exchange Ltd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    transfers: [
      {
        endToEndId: 'PO000000000000000000000001',
        amountMinor: 12_345n,
        creditorName: 'Ada Lovelace',
        creditorIban: 'FR1420041010050500013M02606',
        creditorBic: 'BNPAFRPPXXX',
        remittance: 'Withdrawal W-1',
      },
      {
        endToEndId: 'PO000000000000000000000002',
        amountMinor: 1n,
        creditorName: 'Jose Muller',
        creditorIban: 'ES9121000418450200051332',
        creditorBic: null,
        remittance: 'Withdrawal W-2',
      },
      {
        endToEndId: 'PO000000000000000000000003',
        amountMinor: 99_999_999_999n,
        creditorName: "O'Neil + Sons",
        creditorIban: 'NL91ABNA0417164300',
        creditorBic: 'ABNANL2A',
        remittance: 'Refund of checkout 7/2026',
      },
    ],
  };
}

describe('pain.001 credit-transfer files', () => {
  it('uses the official ISO 20022 schemas, unchanged', () => {
    for (const format of painFormats) {
      const bytes = readFileSync(schemaFile(format));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(officialSha256[format]);
      expect(bytes.toString('utf8')).toContain(`targetNamespace="urn:iso:std:iso:20022:tech:xsd:${format}"`);
    }
  });

  it.each(painFormats)('a batch of three payouts validates against the official %s XSD', (format) => {
    const xml = buildPain001(batchOfThree(format));
    expect(schemaErrors(xml, format)).toEqual([]);
    expect(xml).toContain(`xmlns="urn:iso:std:iso:20022:tech:xsd:${format}"`);
    expect(xml).toContain('<NbOfTxs>3</NbOfTxs>');
    // 123.45 + 0.01 + 999999999.99, exact.
    expect(xml).toContain('<CtrlSum>1000000123.45</CtrlSum>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.01</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">999999999.99</InstdAmt>');
    expect(xml).toContain('<EndToEndId>PO000000000000000000000003</EndToEndId>');
    expect(xml).toContain('<ReqdExctnDt>' + (format === 'pain.001.001.09' ? '<Dt>2026-11-30</Dt>' : '2026-11-30'));
    expect(xml).toContain('<CreDtTm>2026-11-27T10:15:00</CreDtTm>');
    expect(xml).toContain(format === 'pain.001.001.09' ? '<BICFI>COBADEFFXXX</BICFI>' : '<BIC>COBADEFFXXX</BIC>');
  });

  it('the validator refuses what the schema forbids (a file of one version against the other, a bad amount)', () => {
    const xml09 = buildPain001(batchOfThree('pain.001.001.09'));
    expect(schemaErrors(xml09, 'pain.001.001.03').length).toBeGreaterThan(0);
    const threeDecimals = xml09.replace(
      '<InstdAmt Ccy="EUR">0.01</InstdAmt>',
      '<InstdAmt Ccy="EUR">0.0123456</InstdAmt>',
    );
    expect(schemaErrors(threeDecimals, 'pain.001.001.09').join(' ')).toMatch(/InstdAmt/);
  });

  it('converts integer cents to decimal strings exactly, at the edge', () => {
    expect(centsToDecimal(0n)).toBe('0.00');
    expect(centsToDecimal(7n)).toBe('0.07');
    expect(centsToDecimal(100n)).toBe('1.00');
    expect(centsToDecimal(99_999_999_999n)).toBe('999999999.99');
    expect(() => centsToDecimal(-1n)).toThrow();
  });
});

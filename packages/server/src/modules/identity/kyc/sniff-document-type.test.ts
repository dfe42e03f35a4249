import { describe, expect, it } from 'vitest';
import { sniffDocumentType } from './sniff-document-type.js';
import { tinyJpeg, tinyPdf, tinyPng } from './testing/document-fixtures.js';

describe('sniffDocumentType', () => {
  it('recognizes JPEG, PNG and PDF by their bytes', () => {
    expect(sniffDocumentType(tinyJpeg())).toBe('image/jpeg');
    expect(sniffDocumentType(tinyPng())).toBe('image/png');
    expect(sniffDocumentType(tinyPdf())).toBe('application/pdf');
  });

  it('refuses other types, truncated signatures and empty input', () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const html = Buffer.from('<html><script>alert(1)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const bytes of [gif, html, svg, Buffer.from([0xff, 0xd8]), tinyPng().subarray(0, 7), Buffer.alloc(0)]) {
      expect(sniffDocumentType(bytes)).toBeUndefined();
    }
  });
});

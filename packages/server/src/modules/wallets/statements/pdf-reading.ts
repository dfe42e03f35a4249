import { inflateSync } from 'node:zlib';

/**
 * A small PDF reader for the tests: checks the file's structure (header, cross-reference table,
 * trailer, end marker, stream lengths) and extracts its text the way a PDF viewer copies it, through
 * each font's ToUnicode map. It reads what PDF writers like PDFKit produce (a classic xref table,
 * direct /Length values, Flate streams, text shown with Tj and TJ); it is no general PDF parser.
 */

export interface PdfObject {
  id: number;
  /** The dictionary text (for a stream, the part before `stream`). */
  dictionary: string;
  /** The decoded stream, when the object is one. */
  stream: Buffer | undefined;
}

export interface ReadPdf {
  version: string;
  objects: Map<number, PdfObject>;
  /** Per page, its text lines top to bottom (pieces on one baseline joined with a space). */
  pages: string[][];
}

/** Throws with the reason when the bytes are not a well-formed PDF. */
function assertStructure(bytes: Buffer, text: string): Map<number, number> {
  if (!/^%PDF-1\.\d\n/.test(text)) throw new Error('no %PDF-1.x header');
  if (!text.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF at the end');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (text.slice(startxref, startxref + 4) !== 'xref') throw new Error('startxref does not point at the xref table');
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  if (header === null) throw new Error('the xref table has no single subsection from object 0');
  const count = Number(header[1]);
  const entries = text
    .slice(startxref + header[0].length)
    .split('\n')
    .slice(0, count);
  const offsets = new Map<number, number>();
  entries.forEach((entry, id) => {
    const match = /^(\d{10}) (\d{5}) ([nf]) ?$/.exec(entry);
    if (match === null) throw new Error(`xref entry ${id} is malformed: ${JSON.stringify(entry)}`);
    if (match[3] === 'f') return;
    const offset = Number(match[1]);
    if (!text.startsWith(`${id} 0 obj`, offset)) throw new Error(`xref entry ${id} does not point at its object`);
    offsets.set(id, offset);
  });
  if (!/trailer\s*<<[\s\S]*\/Root \d+ 0 R/.test(text.slice(startxref))) throw new Error('the trailer names no /Root');
  if (bytes.length !== Buffer.byteLength(text, 'latin1')) throw new Error('unexpected byte length');
  return offsets;
}

function readObject(bytes: Buffer, text: string, id: number, offset: number): PdfObject {
  const end = text.indexOf('endobj', offset);
  if (end < 0) throw new Error(`object ${id} has no endobj`);
  const body = text.slice(offset, end);
  const streamAt = body.search(/stream\r?\n/);
  if (streamAt < 0) return { id, dictionary: body, stream: undefined };
  const dictionary = body.slice(0, streamAt);
  const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
  if (!Number.isInteger(length)) throw new Error(`stream ${id} has no direct /Length`);
  const start = offset + streamAt + (/stream\r?\n/.exec(body.slice(streamAt))?.[0].length ?? 0);
  if (!/^\r?\n?endstream/.test(text.slice(start + length, start + length + 12))) {
    throw new Error(`stream ${id}: /Length ${length} does not end at endstream`);
  }
  const raw = bytes.subarray(start, start + length);
  return { id, dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw };
}

const hexPairs = (hex: string, size: number) => hex.replace(/\s+/g, '').match(new RegExp(`.{${size}}`, 'g')) ?? [];
const utf16 = (hex: string) => String.fromCharCode(...hexPairs(hex, 4).map((unit) => Number.parseInt(unit, 16)));

/** A ToUnicode CMap: glyph code (hex, 4 digits) → text. bfchar, and bfrange in both its forms. */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const code = (value: number) => value.toString(16).padStart(4, '0');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set((entry[1] ?? '').toLowerCase(), utf16(entry[2] ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const first = Number.parseInt(entry[1] ?? '', 16);
      const last = Number.parseInt(entry[2] ?? '', 16);
      const target = entry[3] ?? '';
      if (target.startsWith('[')) {
        const texts = [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((each) => utf16(each[1] ?? ''));
        texts.forEach((text, index) => map.set(code(first + index), text));
      } else {
        const start = Number.parseInt(target.slice(1, -1), 16);
        for (let value = first; value <= last; value += 1)
          map.set(code(value), String.fromCharCode(start + value - first));
      }
    }
  }
  return map;
}

/** The text maps of a page's fonts by resource name (/F1 → glyph code → text). */
function pageFonts(page: PdfObject, objects: Map<number, PdfObject>): Map<string, Map<string, string>> {
  const fonts = new Map<string, Map<string, string>>();
  const resourcesId = /\/Resources (\d+) 0 R/.exec(page.dictionary)?.[1];
  const resources = resourcesId === undefined ? page.dictionary : (objects.get(Number(resourcesId))?.dictionary ?? '');
  const fontDictionary = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
  for (const [, name, id] of fontDictionary.matchAll(/\/([A-Za-z0-9]+)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(id));
    const toUnicode = Number(/\/ToUnicode (\d+) 0 R/.exec(font?.dictionary ?? '')?.[1]);
    const cmap = objects.get(toUnicode)?.stream;
    fonts.set(name ?? '', cmap === undefined ? new Map() : parseToUnicode(cmap.toString('latin1')));
  }
  return fonts;
}

/** The text pieces of a content stream with their baselines, in the order drawn. */
function contentPieces(content: string, fonts: Map<string, Map<string, string>>): { y: number; text: string }[] {
  const pieces: { y: number; text: string }[] = [];
  let font = new Map<string, string>();
  let y = 0;
  const decode = (hex: string) =>
    hexPairs(hex, 4)
      .map((glyph) => font.get(glyph.toLowerCase()) ?? '\uFFFD')
      .join('');
  const operators =
    /\/([A-Za-z0-9]+)\s+[\d.]+\s+Tf|[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+([-\d.]+)\s+Tm|<([0-9a-fA-F]*)>\s*Tj|\[([^\]]*)\]\s*TJ/g;
  for (const match of content.matchAll(operators)) {
    if (match[1] !== undefined) font = fonts.get(match[1]) ?? new Map();
    else if (match[2] !== undefined) y = Number(match[2]);
    else if (match[3] !== undefined) pieces.push({ y, text: decode(match[3]) });
    else if (match[4] !== undefined) {
      const text = [...match[4].matchAll(/<([0-9a-fA-F]*)>/g)].map((each) => decode(each[1] ?? '')).join('');
      pieces.push({ y, text });
    }
  }
  return pieces;
}

/** The page objects in document order: the catalog's page tree, depth first. */
function pageObjects(objects: Map<number, PdfObject>): PdfObject[] {
  const root = [...objects.values()].find((object) => /\/Type \/Catalog\b/.test(object.dictionary));
  const pages: PdfObject[] = [];
  const visit = (id: number, depth: number) => {
    const node = objects.get(id);
    if (node === undefined || depth > 20) throw new Error(`page tree node ${id} is missing or too deep`);
    if (/\/Type \/Page\b/.test(node.dictionary)) {
      pages.push(node);
      return;
    }
    const kids = /\/Kids \[([^\]]*)\]/.exec(node.dictionary)?.[1] ?? '';
    for (const [, kid] of kids.matchAll(/(\d+) 0 R/g)) visit(Number(kid), depth + 1);
  };
  visit(Number(/\/Pages (\d+) 0 R/.exec(root?.dictionary ?? '')?.[1]), 0);
  return pages;
}

/** Reads a PDF: its structure is checked (throws when broken) and each page's text extracted. */
export function readPdf(bytes: Buffer): ReadPdf {
  const text = bytes.toString('latin1');
  const offsets = assertStructure(bytes, text);
  const objects = new Map<number, PdfObject>();
  for (const [id, offset] of offsets) objects.set(id, readObject(bytes, text, id, offset));
  const pages: string[][] = [];
  for (const page of pageObjects(objects)) {
    const contents = Number(/\/Contents (\d+) 0 R/.exec(page.dictionary)?.[1]);
    const content = objects.get(contents)?.stream?.toString('latin1') ?? '';
    const lines: { y: number; texts: string[] }[] = [];
    for (const piece of contentPieces(content, pageFonts(page, objects))) {
      const line = lines.find((each) => Math.abs(each.y - piece.y) < 0.5);
      if (line === undefined) lines.push({ y: piece.y, texts: [piece.text] });
      else line.texts.push(piece.text);
    }
    pages.push(lines.sort((a, b) => b.y - a.y).map((line) => line.texts.join(' ')));
  }
  return { version: /^%PDF-(1\.\d)/.exec(text)?.[1] ?? '', objects, pages };
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandPalette, schemeSurfaces } from './brand-palette.js';
import { contrastRatio, mixColours, parseHexColour, relativeLuminance, toHexColour } from './color.js';
import { contrastAa, ensureContrast, readableTextOn } from './contrast.js';

const tokensCss = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The value of a custom property in the first block of tokens.css that sets it after `after`. */
function tokenValue(name: string, after = ':root {'): string {
  const start = tokensCss.indexOf(after);
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(tokensCss.slice(start));
  if (match === null) throw new Error(`tokens.css does not set ${name} after ${after}`);
  return match[1]!.trim();
}

/** A deterministic spread of colours over the whole cube (every 17th step of each channel). */
function sampleColours(): string[] {
  const colours: string[] = [];
  for (let red = 0; red <= 255; red += 51)
    for (let green = 0; green <= 255; green += 51)
      for (let blue = 0; blue <= 255; blue += 51) colours.push(toHexColour({ red, green, blue }));
  return colours;
}

describe('colour arithmetic (WCAG 2.2)', () => {
  it('parses and prints #rrggbb, refusing anything else', () => {
    expect(parseHexColour('#0B4F3C')).toEqual({ red: 11, green: 79, blue: 60 });
    expect(toHexColour({ red: 11, green: 79, blue: 60 })).toBe('#0b4f3c');
    expect(() => parseHexColour('green')).toThrow('Not a #rrggbb colour');
  });

  it('gives the reference luminances and ratios', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('readable colours for any brand colour an operator picks', () => {
  it('puts white or ink on every background, and it always reaches AA', () => {
    for (const background of sampleColours()) {
      expect(contrastRatio(readableTextOn(background), background)).toBeGreaterThanOrEqual(contrastAa.text);
    }
  });

  it('shades a colour until it reads on a surface, and leaves a readable one alone', () => {
    expect(ensureContrast('#0b4f3c', '#ffffff')).toBe('#0b4f3c');
    const pale = ensureContrast('#ffe066', '#ffffff');
    expect(pale).not.toBe('#ffe066');
    expect(contrastRatio(pale, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    for (const colour of sampleColours()) {
      for (const surface of [schemeSurfaces.light.surface, schemeSurfaces.dark.surface]) {
        expect(contrastRatio(ensureContrast(colour, surface), surface)).toBeGreaterThanOrEqual(contrastAa.text);
      }
    }
  });

  it('derives a palette whose text pairs all reach AA on both schemes', () => {
    for (const primary of sampleColours().filter((_, index) => index % 7 === 0)) {
      const palette = brandPalette({ primary_color: primary, secondary_color: '#ffe066' });
      const { light, dark } = schemeSurfaces;
      expect(contrastRatio(palette['--on-brand-primary']!, primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette['--brand-primary-text-light']!, light.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette['--brand-primary-text-dark']!, dark.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette['--brand-secondary-text-light']!, light.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette['--focus-ring-light']!, light.surface)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(palette['--focus-ring-dark']!, dark.surface)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('tokens.css', () => {
  it('starts with the palette of the default brand colours', () => {
    const palette = brandPalette({ primary_color: '#0b4f3c', secondary_color: '#1fa463' });
    for (const [name, value] of Object.entries(palette)) expect([name, tokenValue(name)]).toEqual([name, value]);
  });

  it('holds the neutral surfaces core checks brand colours against, in both schemes', () => {
    const dark = "[data-color-scheme='light'])";
    for (const [scheme, after] of [
      ['light', ':root {'],
      ['dark', dark],
    ] as const) {
      const surfaces = schemeSurfaces[scheme];
      expect(tokenValue('--surface', after)).toBe(surfaces.surface);
      expect(tokenValue('--surface-muted', after)).toBe(surfaces.surfaceMuted);
      expect(tokenValue('--text', after)).toBe(surfaces.text);
      expect(tokenValue('--text-muted', after)).toBe(surfaces.textMuted);
      expect(contrastRatio(surfaces.text, surfaces.surface)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(surfaces.textMuted, surfaces.surfaceMuted)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('pairs every status tone background with a text colour that reaches AA, in both schemes', () => {
    for (const after of [':root {', "[data-color-scheme='light'])"]) {
      for (const tone of ['success', 'warning', 'danger', 'info', 'neutral']) {
        const ratio = contrastRatio(tokenValue(`--tone-${tone}-bg`, after), tokenValue(`--tone-${tone}-fg`, after));
        expect([tone, ratio >= 4.5]).toEqual([tone, true]);
      }
    }
  });
});

/**
 * sRGB colour arithmetic for the design system: parsing `#rrggbb`, WCAG 2.2 relative luminance and
 * contrast ratio, and mixing. Pure functions, no DOM: the server (emails) and every front end use
 * the same numbers.
 */

export interface Rgb {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
}

const hexColourPattern = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

export function parseHexColour(hex: string): Rgb {
  const match = hexColourPattern.exec(hex);
  if (match === null) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return { red: parseInt(match[1]!, 16), green: parseInt(match[2]!, 16), blue: parseInt(match[3]!, 16) };
}

export function isHexColour(value: string): boolean {
  return hexColourPattern.test(value);
}

const channelHex = (channel: number) =>
  Math.max(0, Math.min(255, Math.round(channel)))
    .toString(16)
    .padStart(2, '0');

export function toHexColour({ red, green, blue }: Rgb): string {
  return `#${channelHex(red)}${channelHex(green)}${channelHex(blue)}`;
}

/** WCAG 2.2 relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const { red, green, blue } = parseHexColour(hex);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** `weight` of `from` mixed into `to` (0 gives `to`, 1 gives `from`), channel by channel. */
export function mixColours(from: string, to: string, weight: number): string {
  const a = parseHexColour(from);
  const b = parseHexColour(to);
  const mix = (x: number, y: number) => x * weight + y * (1 - weight);
  return toHexColour({ red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue) });
}

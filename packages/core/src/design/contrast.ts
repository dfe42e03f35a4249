import { contrastRatio, mixColours } from './color.js';

/** WCAG 2.2 AA: normal text 4.5:1; large text and interface components 3:1. */
export const contrastAa = { text: 4.5, largeText: 3, nonText: 3 } as const;

export const pureWhite = '#ffffff';
/** The near-black ink the system prefers for text on light colours. */
export const inkBlack = '#0b0d10';

/**
 * The text colour to put on `background`: white or near-black ink, whichever contrasts more, and
 * pure black in the narrow band of mid greys where neither white nor the ink reaches AA. White or
 * black always does: the better of the two is at least 4.58:1 on any background.
 */
export function readableTextOn(background: string): string {
  const onWhite = contrastRatio(pureWhite, background);
  const onInk = contrastRatio(inkBlack, background);
  if (Math.max(onWhite, onInk) < contrastAa.text) return '#000000';
  return onWhite >= onInk ? pureWhite : inkBlack;
}

const adjustmentSteps = 40;

/**
 * `colour` itself when it reaches `minimumRatio` against `background`, else the nearest shade of
 * it (mixed towards black on a light background, towards white on a dark one) that does. The brand
 * keeps its hue; an operator's pale primary still gives readable links.
 */
export function ensureContrast(colour: string, background: string, minimumRatio: number = contrastAa.text): string {
  if (contrastRatio(colour, background) >= minimumRatio) return colour;
  const target = readableTextOn(background);
  for (let step = 1; step <= adjustmentSteps; step += 1) {
    const candidate = mixColours(target, colour, step / adjustmentSteps);
    if (contrastRatio(candidate, background) >= minimumRatio) return candidate;
  }
  return target;
}

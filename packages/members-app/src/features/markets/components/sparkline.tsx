import { compareDecimals } from '@platform/core';

const width = 120;
const height = 36;

/**
 * The 7-day sparkline of the list: a polyline of the prices, scaled to the box. The scale is
 * display only (floats are fine here: no money is computed from a pixel). Its label says where
 * it starts and ends, so the trend is not told by the picture alone.
 */
export function Sparkline({ prices, label, tone }: { prices: readonly string[]; label: string; tone: string }) {
  if (prices.length < 2) return null;
  const values = prices.map(Number);
  const sorted = [...prices].sort(compareDecimals);
  const low = Number(sorted[0]);
  const high = Number(sorted[sorted.length - 1]);
  const span = high - low || 1;
  const points = values
    .map((value, index) => {
      const x = (index / (values.length - 1)) * width;
      const y = height - 2 - ((value - low) / span) * (height - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg
      className={`sparkline sparkline--${tone}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

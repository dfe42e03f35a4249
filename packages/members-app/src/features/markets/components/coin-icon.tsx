import type { CoinDescriptor } from '@platform/core';

/**
 * A coin's icon, drawn simply: its ticker on a disc of the descriptor's colour (dark enough for
 * white text). Decorative: the coin's name is always next to it.
 */
export function CoinIcon({ coin, size = 32 }: { coin: Pick<CoinDescriptor, 'iso' | 'color'>; size?: number }) {
  const label = coin.iso.length > 4 ? coin.iso.slice(0, 4) : coin.iso;
  const fontSize = label.length <= 3 ? 11 : 9;
  return (
    <svg className="coin-icon" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill={coin.color} />
      <text
        x="16"
        y="16"
        dominantBaseline="central"
        textAnchor="middle"
        fill="#ffffff"
        fontSize={fontSize}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {label}
      </text>
    </svg>
  );
}

import { useEffect, useRef } from 'react';
import { AreaSeries, createChart, type UTCTimestamp } from 'lightweight-charts';

export interface PriceChartProps {
  points: readonly { time: number; price: string }[];
  /** What the chart shows, for assistive tech (the canvas itself says nothing). */
  label: string;
  /** Colours from the design tokens, read by the caller. */
  lineColor: string;
  textColor: string;
  gridColor: string;
}

/**
 * The coin page's price chart, drawn by TradingView's lightweight-charts (Apache-2.0). Its licence
 * asks for an attribution with a link to TradingView: the chart section shows a visible text link
 * under the chart instead of the library's logo, which would put a link inside a canvas region
 * that assistive tech skips. The figure's caption says what the chart shows. This module is a
 * chunk of its own, loaded only by the coin page. Prices become numbers here for drawing only.
 */
export default function PriceChart({ points, label, lineColor, textColor, gridColor }: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor, attributionLogo: false },
      grid: { vertLines: { color: gridColor }, horzLines: { color: gridColor } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true },
      handleScroll: false,
      handleScale: false,
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor,
      topColor: `${lineColor}55`,
      bottomColor: `${lineColor}05`,
      lineWidth: 2,
      priceFormat: { type: 'price', precision: precisionOf(points), minMove: 10 ** -precisionOf(points) },
    });
    series.setData(points.map((point) => ({ time: (point.time / 1000) as UTCTimestamp, value: Number(point.price) })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, lineColor, textColor, gridColor]);
  return (
    <figure className="price-chart-figure" data-points={points.length}>
      <div ref={container} className="price-chart" aria-hidden="true" />
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}

/** 2 decimals from 1 upwards, more below (the same rule as the prices shown). */
function precisionOf(points: readonly { price: string }[]): number {
  const last = points[points.length - 1]?.price ?? '1';
  if (!last.startsWith('0')) return 2;
  return last.startsWith('0.00') ? 6 : 4;
}

/** Latency figures the way pgbench users read them: mean and nearest-rank percentiles, in ms. */
export interface LatencySummary {
  count: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** Nearest-rank percentile of an ascending array (no interpolation: every figure was observed). */
function percentile(sortedMs: readonly number[], fraction: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const rank = Math.min(sortedMs.length, Math.max(1, Math.ceil(fraction * sortedMs.length)));
  return sortedMs[rank - 1] ?? Number.NaN;
}

export function summariseLatencies(latenciesMs: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(latenciesMs).sort();
  const values = Array.from(sorted);
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    count: values.length,
    meanMs: values.length === 0 ? Number.NaN : total / values.length,
    p50Ms: percentile(values, 0.5),
    p95Ms: percentile(values, 0.95),
    p99Ms: percentile(values, 0.99),
  };
}

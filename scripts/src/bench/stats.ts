/** Percentile by nearest rank over sorted samples (milliseconds). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** A plain-text table with right-aligned columns. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [
    headers,
    ...rows.map((r) =>
      r.map((c) => (typeof c === 'number' && !Number.isInteger(c) ? c.toFixed(2) : c)),
    ),
  ];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => String(r[i]).length)));
  const line = (r: (string | number)[]) =>
    `| ${r.map((c, i) => String(c).padStart(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(cells[0] as string[]), rule, ...cells.slice(1).map(line)].join('\n');
}

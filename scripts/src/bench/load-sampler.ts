import { loadavg } from 'node:os';
import { summarize } from './stats.ts';

/** The machine's load while a bench ran: the 1-minute load average sampled each second. */
export interface LoadSummary {
  samples: number;
  min: number;
  median: number;
  max: number;
}

export function summarizeLoad(samples: readonly number[]): LoadSummary {
  const { n, p50, max } = summarize([...samples]);
  return { samples: n, min: Math.min(...samples), median: p50, max };
}

/** 'load 0.4–1.9–3.2 (min–median–max of 412 samples, 1-minute average each second)'. */
export function describeLoad(load: LoadSummary): string {
  if (load.samples === 0) return 'load not sampled';
  const f = (value: number) => value.toFixed(1);
  return `load ${f(load.min)}–${f(load.median)}–${f(load.max)} (min–median–max of ${load.samples} samples, 1-minute average each second)`;
}

/**
 * Samples `read` (the 1-minute load average) now and every `everyMs` until stopped: on a shared
 * machine a figure is read against the load it was measured under.
 */
export function startLoadSampler(
  read: () => number = () => loadavg()[0] ?? 0,
  everyMs = 1000,
): { stop(): LoadSummary } {
  const samples = [read()];
  const timer = setInterval(() => samples.push(read()), everyMs);
  // The sampler never keeps the bench's process alive by itself.
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return summarizeLoad(samples);
    },
  };
}

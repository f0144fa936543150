/**
 * What BENCH=fanout (fanout.ts) and its subscriber process (fanout-subscribers.ts) say to each
 * other, and the loopback addresses both use. Apart from the subscriber process's own module: that
 * one installs the child's process handlers (an uncaught error there is reported to the parent),
 * which must not be installed in the bench's own process, where they would swallow its errors.
 */

export interface OpenCommand {
  type: 'open';
  wsUrl: string;
  origin: string;
  subscribers: number;
  perSocket: number;
  socketsPerAddress: number;
}
export interface ChangeCommand {
  type: 'change';
  joinUrl: string;
  origin: string;
  email: string;
  localAddress: string;
  timeoutMs: number;
}
export type Command = OpenCommand | ChangeCommand | { type: 'close' };

export type Report =
  | { type: 'opened'; subscribers: number; sockets: number; count: number; openMs: number }
  | {
      type: 'changed';
      /** Join sent → its answer (ms). */
      joinMs: number;
      /** Join sent → each subscriber has the new count (ms), sorted. */
      p50: number;
      p95: number;
      last: number;
      reached: number;
      /** This process's CPU time (user + system) from the join sent to the last arrival (ms). */
      subscribersCpuMs: number;
    }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

/**
 * The `n`th address of a range of loopback addresses, 127.{range}.0.1 onwards (Linux routes all
 * of 127/8 to lo, and each address has its own ports and its own count at the server's caps).
 */
export function loopbackAddress(range: number, n: number): string {
  return `127.${range}.${Math.floor(n / 250)}.${1 + (n % 250)}`;
}

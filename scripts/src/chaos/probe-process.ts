import { getOnce, probeHealth } from './health-probe.ts';

/**
 * The /healthz prober in a process of its own (health-probe.ts `probeInChild` forks it), so that
 * an attack's own load on the chaos run's event loop does not add to the latencies it reads.
 * Probes process.argv[2] until told 'stop', then sends back its ProbeResult and exits.
 */
const url = process.argv[2];
if (!url) throw new Error('probe-process.ts needs the URL to probe');
// A few probes first, not counted: this process's own first requests are slow (its code is
// compiled on first use), and that is not the server's latency.
for (let i = 0; i < 5; i++) await getOnce(url).catch(() => undefined);
const probe = probeHealth(url);
process.send?.('probing');
process.once('message', async () => {
  const result = await probe.stop();
  process.send?.(result, () => process.exit(0));
});
process.once('disconnect', () => process.exit(0));

import { connect, type Socket } from 'node:net';
import { loopbackAddress } from '../bench/fanout-protocol.ts';
import { summarize } from '../bench/stats.ts';
import { deathOf, STOP_GRACE_MS, startChaosServer } from './chaos-server.ts';
import { answersHealth, getOnce, probeInChild } from './health-probe.ts';
import type { AttackRow } from './report.ts';

const CLIENTS = Number(process.env.CHAOS_SLOW_CLIENTS ?? 500);
/** Client addresses the slow clients come from (127.3.0.1…), so that no per-address cap alone stops them. */
const ADDRESSES = Number(process.env.CHAOS_SLOW_ADDRESSES ?? 50);
const DRIP_MS = 2000;
/** How long the attack lasts: past the 15 s by which the server should have cut them. */
const ATTACK_MS = 20_000;
const CUT_BY_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Attack 2: slowloris. CLIENTS raw TCP connections, from ADDRESSES loopback addresses, each send
 * half of a GET's headers and then one more header line every 2 s, never the blank line that ends
 * them. Meanwhile a normal visitor loads the landing page every second. Counted: the connections
 * the server cut within 15 s (any close not ours), and whether the visitor got the page each time.
 */
export async function slowClients(databaseUrl: string): Promise<AttackRow> {
  const server = await startChaosServer({ DATABASE_URL: databaseUrl, RATE_LIMITS: 'on' });
  const { hostname, port } = new URL(server.url);
  const sockets: Socket[] = [];
  const cutAt: number[] = [];
  let refused = 0;
  const timers: NodeJS.Timeout[] = [];
  /** Sockets we closed ourselves at the end: their close is not the server's doing. */
  const ours = new WeakSet<Socket>();
  try {
    const probe = await probeInChild(`${server.url}/healthz`);
    const start = performance.now();
    for (let i = 0; i < CLIENTS; i++) {
      const socket = connect({
        host: hostname,
        port: Number(port),
        localAddress: loopbackAddress(3, i % ADDRESSES),
      });
      let connected = false;
      socket.on('error', () => {});
      socket.once('connect', () => {
        connected = true;
        socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUser-Agent: chaos-slow/1\r\n`);
        let n = 0;
        const drip = setInterval(() => {
          if (!socket.destroyed) socket.write(`X-Drip-${n++}: ${'a'.repeat(20)}\r\n`);
        }, DRIP_MS);
        timers.push(drip);
      });
      socket.once('close', () => {
        if (ours.has(socket)) return;
        if (connected) cutAt.push(performance.now() - start);
        else refused++;
      });
      sockets.push(socket);
    }

    // A normal visitor: the landing page once a second, on a new connection.
    const visits: { ok: boolean; ms: number }[] = [];
    while (performance.now() - start < ATTACK_MS) {
      await sleep(1000);
      try {
        const page = await getOnce(`${server.url}/`, 5000);
        visits.push({ ok: page.status === 200 && page.body.includes('<html'), ms: page.ms });
      } catch {
        visits.push({ ok: false, ms: Number.NaN });
      }
    }
    const health = await probe.stop();
    const lived = server.running() && (await answersHealth(server.url));
    const cutInTime = cutAt.filter((t) => t <= CUT_BY_MS + DRIP_MS).length;
    const served = visits.filter((v) => v.ok).length;
    const visitMs = summarize(visits.filter((v) => v.ok).map((v) => v.ms));
    const missed: string[] = [];
    if (cutInTime < CLIENTS - refused)
      missed.push(`${CLIENTS - refused - cutInTime} slow clients not cut by 15 s`);
    if (served < visits.length) missed.push(`visitor failed ${visits.length - served}×`);
    return {
      attack: `2. ${CLIENTS} slow clients (from ${ADDRESSES} addresses)`,
      lived,
      health,
      lost: null,
      doubled: null,
      notes:
        `${cutInTime}/${CLIENTS} cut by the server within 15 s (+ one drip)` +
        (cutAt.length > cutInTime ? `, ${cutAt.length - cutInTime} later` : '') +
        (refused ? `, ${refused} refused at connect` : '') +
        `; first cut at ${cutAt.length ? `${(Math.min(...cutAt) / 1000).toFixed(1)} s` : '–'}` +
        `; visitor got the landing page ${served}/${visits.length} (p50 ${Math.round(visitMs.p50)} ms, max ${Math.round(visitMs.max)} ms)` +
        (lived ? '' : `; ${deathOf(server)}`),
      missed,
    };
  } finally {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) {
      ours.add(socket);
      socket.destroy();
    }
    await server.stop(STOP_GRACE_MS);
  }
}

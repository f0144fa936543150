import { BlockList, isIP } from 'node:net';

/**
 * Which proxies' X-Forwarded-For the client address is read from (TRUST_PROXY,
 * docs/decisions/039-trusted-proxies-and-sign-in-lock-out.md). Never "every hop": the left of that
 * header is whatever the client wrote, so trusting all of it lets anyone pick their address and
 * voids every limit per address.
 * - `false`: none; the client address is the connection's peer.
 * - `{ hops }`: the last `hops` entries are our own proxies' (1: one load balancer, which appends
 *   the address it saw); the entry before them is the client's. Only when nothing reaches the
 *   instances except through those proxies.
 * - `{ addresses }`: proxies are recognised by their addresses (IPs or CIDRs); the client is the
 *   right-most address that is not one of them.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

/** The most proxies in a row a hop count may name: more is a typo, not a topology. */
export const MAX_HOPS = 10;

/** The values that used to mean "trust every hop", refused now (the message says what instead). */
const TRUST_EVERYONE = new Set(['true', 'on', 'yes']);
const NONE = new Set(['', 'false', 'off', 'no', '0']);

/** One entry of an address list: an IP address, optionally with a /prefix. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  try {
    new BlockList().addSubnet(address, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads TRUST_PROXY: unset, `off`, `false` or `0` (none), a hop count (`1`), or a comma-separated
 * list of the proxies' addresses (`10.0.0.0/8,127.0.0.1`). An error's text says what to write.
 */
export function parseTrustedProxies(
  value: string | undefined,
): { ok: true; value: TrustedProxies } | { ok: false; error: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (NONE.has(text)) return { ok: true, value: false };
  if (TRUST_EVERYONE.has(text))
    return {
      ok: false,
      error: `'${text}' trusted every hop, so any client could choose its address with X-Forwarded-For and escape every limit per address. Set the number of proxies in front of the app (1 for one load balancer that appends to X-Forwarded-For) or their addresses, e.g. 10.0.0.0/8,127.0.0.1`,
    };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS)
      return { ok: false, error: `a hop count from 1 to ${MAX_HOPS}, not ${hops}` };
    return { ok: true, value: { hops } };
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  const wrong = addresses.filter((entry) => !isAddressOrCidr(entry));
  if (wrong.length > 0)
    return {
      ok: false,
      error: `not an IP address or CIDR: ${wrong.map((w) => `'${w}'`).join(', ')} (a hop count like 1, or addresses like 10.0.0.0/8,127.0.0.1)`,
    };
  return { ok: true, value: { addresses } };
}

/**
 * Fastify's `trustProxy` for `trusted`. A hop count becomes a function of the hop's position
 * (Fastify 5 refuses a bare number, which it cannot check against a peer: the decision record says
 * why we accept that for a balancer nothing else reaches past).
 */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ('hops' in trusted) {
    const { hops } = trusted;
    return (_address, hop) => hop < hops;
  }
  return trusted.addresses;
}

import { readdirSync } from 'node:fs';
import type { CreateEventInput } from '@partyreel/shared/events/event-input';
import type { EventView } from '@partyreel/shared/events/event-view';
import type { APIRequestContext } from '@playwright/test';
import { createScratchDatabase, type ScratchDatabase } from '../src/cluster/database.ts';
import { type Cluster, type ClusterInstance, startCluster } from '../src/cluster/run-cluster.ts';
import { type S3StandIn, startS3StandIn } from '../src/cluster/s3-stand-in.ts';
import { TINY_PNG } from './pages/create-event-wizard.ts';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { uniqueEmail } from './support/accounts.ts';
import { listTemplates, sceneTemplate } from './support/invitation-templates.ts';
import { expect, test } from './support/test.ts';

// Scale-out, what it must show: two instances with their own data folders, one PostgreSQL database
// and one bucket, behind one address (scripts/src/cluster). What one instance stores, the other
// serves; what a guest does on one moves the host's page on the other; and an instance stopped with
// SIGTERM mid-journey loses no answer while the host's page moves to the one left. The journey
// starts its own cluster (not the app of global-setup), so it runs once, in the desktop project.

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Enough personal invitations for the answers before, during and after the stop. */
const GUESTS = 20;
/** Counts arrive live; a little slack for a machine under load. */
const LIVE = { timeout: 10_000 };

interface Guest {
  code: string;
  invitationId: string;
}

/** A tRPC mutation through `api` (its baseURL and its Origin header say where and from where). */
async function mutate<T>(api: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await api.post(`/trpc/${path}`, { data: input });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function query<T>(api: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await api.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A guest accepts for one person: each answer adds exactly one to Accepted. */
async function accept(api: APIRequestContext, guest: Guest) {
  await mutate(api, 'invite.respond', { ...guest, response: 'accepted', peopleCount: 1 });
}

/** Every file name under `dir`, at any depth. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

test('two instances share uploads and live answers, and one stopped mid-journey loses nothing', async ({
  page,
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one cluster of its own, in the desktop project');
  test.setTimeout(180_000);

  const database: ScratchDatabase | null = await createScratchDatabase(SERVER_URL);
  test.skip(
    !database,
    `PostgreSQL is unreachable at ${new URL(SERVER_URL).host}: several instances need one shared database (set DATABASE_URL)`,
  );
  if (!database) return;

  const logs: string[] = [];
  const contexts: APIRequestContext[] = [];
  let bucket: S3StandIn | undefined;
  let cluster: Cluster | undefined;
  try {
    bucket = await startS3StandIn();
    cluster = await startCluster({
      instances: 2,
      databaseUrl: database.databaseUrl,
      s3: bucket.settings,
      env: {
        NODE_ENV: 'development',
        // Every guest answers from this one address.
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        // Answers sent during the drain's first second still land on the stopping instance.
        DRAIN_DELAY_MS: '1000',
      },
      onOutput: (name, line) => logs.push(`[${name}] ${line}`),
    });
    const { proxy } = cluster;
    const [a, b] = cluster.instances as [ClusterInstance, ClusterInstance];
    expect(a.dataDir).not.toBe(b.dataDir);
    const origin = new URL(proxy.url).origin;
    /** Straight to one instance (or the proxy), as a browser on the proxy's address would write. */
    const apiTo = async (baseURL: string) => {
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { origin },
      });
      contexts.push(api);
      return api;
    };

    // The host signs up, uploads a photo and makes an event with it, all through instance A.
    const host = await apiTo(a.url);
    await mutate(host, 'auth.register', {
      displayName: 'Host scale-out',
      email: uniqueEmail('scale-out'),
      password: 'party-time-1',
    });
    const uploaded = await host.post('/api/uploads?kind=image', {
      multipart: { file: { name: 'party.png', mimeType: 'image/png', buffer: TINY_PNG } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const photo = (await uploaded.json()) as { uploadId: string; url: string };
    const template = sceneTemplate(await listTemplates(host), 'poster');
    const { eventId } = await mutate<{ eventId: string }>(host, 'events.create', {
      title: `Scale-out ${Date.now().toString(36)}`,
      eventDate: '2031-05-05',
      startTime: '19:00',
      templateId: template.id,
      imageUploadId: photo.uploadId,
      recipients: Array.from({ length: GUESTS }, (_, i) => ({
        name: `Guest ${i + 1}`,
        email: uniqueEmail('scale-out-guest'),
      })),
    } satisfies CreateEventInput);
    // Unlocked as a host pays on this build: the dev checkout, whose webhook unlocks it.
    const checkout = await mutate<{ sessionId: string }>(host, 'payments.createCheckout', {
      eventId,
    });
    const paid = await host.post(`/dev/checkout/${checkout.sessionId}/pay`, {
      form: { promo: '' },
      maxRedirects: 0,
    });
    expect(paid.status(), await paid.text()).toBe(303);
    await expect
      .poll(
        async () => (await query<EventView>(host, 'events.byId', { eventId })).counts.unlocked,
        LIVE,
      )
      .toBe(true);
    const event = await query<EventView>(host, 'events.byId', { eventId });
    const guests: Guest[] = event.guests.map((g) => ({
      code: g.uniqueCode ?? '',
      invitationId: g.id,
    }));
    expect(guests).toHaveLength(GUESTS);

    // The photo A stored is served by B, the same bytes: it is in the bucket, not in A's folder.
    // (Images are re-encoded when uploaded: what is stored is not the PNG sent.)
    const fromAResponse = await host.get(photo.url);
    expect(fromAResponse.status()).toBe(200);
    const fromA = await fromAResponse.body();
    const direct = await playwright.request.newContext();
    contexts.push(direct);
    const fromB = await direct.get(`${b.url}${photo.url}`);
    expect(fromB.status()).toBe(200);
    expect(fromB.headers()['content-type']).toBe(fromAResponse.headers()['content-type']);
    expect(Buffer.compare(await fromB.body(), fromA)).toBe(0);
    expect(bucket.has(decodeURIComponent(photo.url.slice('/media/uploads/'.length)))).toBe(true);
    for (const instance of cluster.instances)
      expect(filesUnder(instance.dataDir).filter((f) => f.includes(photo.uploadId))).toEqual([]);

    // The host's event page, through the proxy, with the session made on A.
    await page.context().addCookies((await host.storageState()).cookies);
    const hostPage = new EventDetailPage(page);
    await page.goto(`${proxy.url}/event/${eventId}`);
    await hostPage.expectShown(eventId, event.title);
    await hostPage.summaryTab.click();
    await expect(hostPage.stat('Accepted')).toHaveText('0');
    await hostPage.markLoaded();

    // Which instance holds the page's WebSocket: X; the guests answer through the other, Y.
    await expect
      .poll(() => proxy.upstreams.map((u) => u.sockets).join(','), LIVE)
      .toMatch(/^(1,0|0,1)$/);
    const xIndex = proxy.upstreams.findIndex((u) => u.sockets === 1);
    const yIndex = 1 - xIndex;
    const x = cluster.instances[xIndex] as ClusterInstance;
    const y = cluster.instances[yIndex] as ClusterInstance;
    const viaX = await apiTo(x.url);
    const viaY = await apiTo(y.url);
    const viaProxy = await apiTo(proxy.url);

    let sent = 0;
    const next = () => {
      const guest = guests[sent];
      if (!guest) throw new Error('more answers than guests');
      sent += 1;
      return guest;
    };
    await accept(viaY, next());
    await expect(hostPage.stat('Accepted')).toHaveText('1', LIVE);
    await accept(viaY, next());
    await expect(hostPage.stat('Accepted')).toHaveText('2', LIVE);

    // X is stopped (SIGTERM) while answers keep coming: one straight to X during its drain delay,
    // then through the proxy and through Y, until X has exited.
    let xExited = false;
    const xExit = x.stop('SIGTERM').then((code) => {
      xExited = true;
      return code;
    });
    await accept(viaX, next());
    let viaProxyDuringDrain = 0;
    while (!xExited && sent < GUESTS - 1) {
      if (sent % 2 === 0) {
        await accept(viaProxy, next());
        viaProxyDuringDrain += 1;
      } else {
        await accept(viaY, next());
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await xExit).toBe(0);
    expect(viaProxyDuringDrain).toBeGreaterThan(0);

    // The page moved to Y by itself (no reload) and shows every answer.
    await expect
      .poll(() => [proxy.upstreams[xIndex]?.sockets, proxy.upstreams[yIndex]?.sockets], LIVE)
      .toEqual([0, 1]);
    await expect(hostPage.stat('Accepted')).toHaveText(String(sent), LIVE);
    await expect(hostPage.stat('People')).toHaveText(String(sent));
    // And it is live there: one more answer, through the proxy, with only Y behind it.
    await accept(viaProxy, next());
    await expect(hostPage.stat('Accepted')).toHaveText(String(sent), LIVE);
    await hostPage.expectNotReloaded();
    testInfo.annotations.push({
      type: 'answers',
      description: `${sent} in all, ${viaProxyDuringDrain} through the proxy while ${x.name} drained`,
    });
  } catch (error) {
    await testInfo.attach('instance output', { body: logs.join('\n'), contentType: 'text/plain' });
    throw error;
  } finally {
    for (const context of contexts) await context.dispose();
    await page.close();
    await cluster?.close();
    await bucket?.stop();
    await database.drop();
  }
});

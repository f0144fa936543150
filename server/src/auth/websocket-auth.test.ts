import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { browserClient, startTestApp } from '../../test/app.ts';
import { newAccount } from '../../test/factories.ts';
import { SESSION_ENDED_CLOSE_CODE } from './socket-registry.ts';

let running: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  running = await startTestApp();
});
const sockets: WebSocket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await running.close();
});

const wsUrl = () => `${running.url.replace(/^http/, 'ws')}/trpc`;

function open(headers: Record<string, string>) {
  const socket = new WebSocket(wsUrl(), { headers });
  sockets.push(socket);
  return new Promise<WebSocket>((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (req, res) => {
      req.destroy(); // ws leaves the refused connection open for the listener to end
      reject(new Error(`HTTP ${res.statusCode}`));
    });
    socket.once('error', reject);
  });
}

function closed(socket: WebSocket) {
  return new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
}

describe('WebSocket upgrade', () => {
  it('refuses an upgrade from another site', async () => {
    await expect(open({ origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });

  it('accepts one from the app itself', async () => {
    const socket = await open({ origin: running.url });
    socket.close();
  });

  it('a socket of a session that signs out is closed, so it gets no more messages', async () => {
    const browser = browserClient(running.url);
    await browser.client.auth.register.mutate(newAccount());
    const socket = await open({ origin: running.url, cookie: browser.cookieHeader() });
    // A subscription on that socket, to be sure the connection is in use.
    socket.send(
      JSON.stringify({
        id: 1,
        method: 'subscription',
        params: { path: 'waitlist.live', input: undefined },
      }),
    );
    await new Promise((resolve) => socket.once('message', resolve));
    const code = closed(socket);
    await browser.client.auth.logout.mutate();
    expect(await code).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('a password change closes the sockets of the other sessions, not this one', async () => {
    const account = newAccount();
    const here = browserClient(running.url);
    await here.client.auth.register.mutate(account);
    const elsewhere = browserClient(running.url);
    await elsewhere.client.auth.login.mutate({ email: account.email, password: account.password });
    const otherSocket = await open({ origin: running.url, cookie: elsewhere.cookieHeader() });
    const otherClosed = closed(otherSocket);
    await here.client.account.changePassword.mutate({
      currentPassword: account.password,
      newPassword: 'changed-password',
      confirmPassword: 'changed-password',
    });
    expect(await otherClosed).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});

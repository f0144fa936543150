import { type ChildProcess, spawn } from 'node:child_process';
import { serverDir, webDir } from './paths.ts';

/**
 * `pnpm dev`: the API server (restarting on change) and Vite (hot reload, proxying /trpc with its
 * WebSocket, /api, /media and /dev to the server) together. Ctrl-C stops both.
 */
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
// `pnpm dev` is where the development doors open (dev checkout, dev mailbox, Google stand-in): the
// server alone defaults to production.
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: apiPort,
  API_PORT: apiPort,
  WEB_PORT: webPort,
  // Links in e-mails and redirects are built from configuration, never from a request's Host: in
  // development they point at the Vite address the browser opens.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${webPort}`,
};

const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], cwd: string) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) stream.write(`${prefix}${line}\n`);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}exited (${signal ?? code}); stopping the rest.`);
    stop(typeof code === 'number' && code !== 0 ? code : 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

run('api', 'node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'src/server.ts'], serverDir);
run(
  'web',
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort'],
  webDir,
);

/** Polls until `url` answers 200, so the address is printed only once there is something to open. */
async function waitFor(url: string) {
  for (;;) {
    if (stopping) return;
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
}

await Promise.all([
  waitFor(`http://127.0.0.1:${apiPort}/healthz`),
  waitFor(`http://127.0.0.1:${webPort}/`),
]);
if (!stopping) console.log(`\n  PartyReel is ready: open http://127.0.0.1:${webPort}/\n`);

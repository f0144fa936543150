import { createServer } from 'node:http';

/**
 * A stand-in for the API or Vite in launch.test.ts: listens on PORT after DELAY_MS (a slow start,
 * as the API's embedded database is), prints its address as Vite does, and answers 200 to
 * everything.
 */
const port = Number(process.env.PORT);
const delay = Number(process.env.DELAY_MS ?? 0);
setTimeout(() => {
  createServer((_req, res) => res.end('ok')).listen(port, '127.0.0.1', () => {
    // As Vite's banner does: an address printed means something listens there.
    console.log(`  Local:   http://127.0.0.1:${port}/`);
  });
}, delay);

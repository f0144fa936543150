/**
 * A process that installs the real process policy (src/process-policy.ts) and then meets what its
 * first argument names, for process-policy-process.test.ts:
 * - `recoverable`: a connection reset thrown from a timer, a closed connection and a PostgreSQL
 *   admin shutdown rejected with no one awaiting; then it answers each IPC 'ping' with 'pong'.
 * - `thrown`: a plain Error thrown from a timer. `rejected`: a TypeError rejected unawaited.
 * It logs one JSON line per entry on stderr, as the server's logger would.
 */
import postgres from 'postgres';
import { installProcessPolicy } from '../src/process-policy.ts';

const line = (level: string) => (object: object, message: string) => {
  const { err } = object as { err?: { message?: string; code?: string } };
  process.stderr.write(
    `${JSON.stringify({ level, msg: message, err: { message: err?.message, code: err?.code } })}\n`,
  );
};
installProcessPolicy({ error: line('error'), fatal: line('fatal') });

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

switch (process.argv[2]) {
  case 'recoverable': {
    setTimeout(() => {
      throw coded('read ECONNRESET', 'ECONNRESET');
    }, 0);
    void Promise.reject(coded('write CONNECTION_CLOSED 127.0.0.1:5432', 'CONNECTION_CLOSED'));
    void Promise.reject(
      new postgres.PostgresError({
        code: '57P01',
        severity: 'FATAL',
        message: 'terminating',
      } as never),
    );
    // Once all three have been met, say so; then answer for as long as the parent asks.
    setTimeout(() => process.send?.('survived'), 50);
    process.on('message', (message) => {
      if (message === 'ping') process.send?.('pong');
      if (message === 'stop') process.exit(0);
    });
    break;
  }
  case 'thrown':
    setTimeout(() => {
      throw new Error('an unexpected bug');
    }, 0);
    // Kept alive by this, so only the policy can end the process.
    setInterval(() => {}, 1000);
    break;
  case 'rejected':
    void Promise.reject(new TypeError("Cannot read properties of null (reading 'write')"));
    setInterval(() => {}, 1000);
    break;
  default:
    throw new Error(`unknown case ${process.argv[2]}`);
}

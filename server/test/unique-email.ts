import { randomBytes } from 'node:crypto';

let sequence = 0;

/**
 * An address no other test uses, in this run or an earlier one against the same database (the
 * journeys share one app across workers): the time, a few random characters and a counter. No
 * imports beyond Node's, so the Playwright journeys (scripts/e2e) use it too.
 */
export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}-${++sequence}@example.com`;
}

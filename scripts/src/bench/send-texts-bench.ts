import { cpus } from 'node:os';
import { startTwilioStandIn } from '@partyreel/server/sms/twilio-stand-in';
import { onEachDatabase } from './databases.ts';
import { benchPhone, lastAccepted, measureSends, startSendServer } from './send.ts';
import { summarize, table } from './stats.ts';

/** The goal the answer is read against (the same as an e-mail send's). */
const ANSWER_GOAL_MS = 300;
const ACCOUNT = `AC${'b'.repeat(32)}`;
const TOKEN = 'bench-twilio-token';

/**
 * BENCH=texts: a send to GUESTS (default 200) guests with only a phone number, texted through
 * Twilio's stand-in (the real SDK; TEXTS_PER_SECOND, default 10, accepted a second at most, more
 * refused with 429 as Twilio throttles a sender; STAND_IN_DELAY_MS, default 150, per answer): the
 * time until guests.send answers, until every guest counts as sent on the host's live page, and
 * until the stand-in has every text; and how many texts the stand-in refused for its rate (the
 * worker's own pace must keep that at 0) and how many numbers got more than one. The first send
 * warms up; RUNS (default 3) are timed. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
export async function benchSendTexts() {
  const guests = Number(process.env.GUESTS ?? 200);
  const runs = Number(process.env.RUNS ?? 3);
  const perSecond = Number(process.env.TEXTS_PER_SECOND ?? 10);
  const delayMs = Number(process.env.STAND_IN_DELAY_MS ?? 150);
  const rows: (string | number)[][] = [];
  const loads: number[] = [];

  await onEachDatabase('texts', async (label, env) => {
    const standIn = await startTwilioStandIn({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      perSecond,
      answerDelayMs: delayMs,
      callbacks: false,
    });
    const server = await startSendServer(
      {
        ...env,
        BENCH_PHONES: '1',
        TWILIO_ACCOUNT_SID: ACCOUNT,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+15005550006',
        TWILIO_BASE_URL: standIn.url,
      },
      runs + 1,
      guests,
    );
    try {
      const {
        answers,
        handed,
        accepted,
        loads: during,
      } = await measureSends(server, guests, (i) => {
        const numbers = new Set(Array.from({ length: guests }, (_, g) => benchPhone(i, g)));
        return () => lastAccepted(() => standIn.accepted.filter((t) => numbers.has(t.to)), guests);
      });
      loads.push(...during);
      const twice = [...standIn.countsByNumber().values()].filter((n) => n > 1).length;
      const a = summarize(answers);
      const h = summarize(handed);
      const r = summarize(accepted);
      rows.push([
        label,
        a.n,
        Math.round(a.p50),
        Math.round(a.max),
        a.max <= ANSWER_GOAL_MS ? 'yes' : 'NO',
        Math.round(h.p50),
        Math.round(h.max),
        Math.round(r.max),
        standIn.refusedForRate,
        twice,
        standIn.refusedForRate === 0 && twice === 0 ? 'yes' : 'NO',
      ]);
      console.error(`done: texts on ${label}`);
    } finally {
      await server.stop();
      await standIn.close();
    }
  });

  const load = summarize(loads);
  const machine = `loopback, ${cpus().length} cores, load median ${load.p50.toFixed(1)} max ${load.max.toFixed(1)}, Node ${process.version}`;
  console.log(
    `\nguests.send to ${guests} phone-only guests, texted through the Twilio stand-in (${perSecond}/s, ${delayMs} ms) (ms, ${machine})\n`,
  );
  console.log(
    table(
      [
        'database',
        'runs',
        'answer p50',
        'answer max',
        `≤ ${ANSWER_GOAL_MS}`,
        'all sent p50',
        'all sent max',
        'stand-in has all max',
        'refused (rate)',
        'numbers texted twice',
        'within rate, once each',
      ],
      rows,
    ),
  );
}

import { describe, expect, it } from 'vitest';
import { LiveTopic } from './topic.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('LiveTopic', () => {
  it('coalesces a burst of changes during a read into one more read', async () => {
    let value = 0;
    let loads = 0;
    let gate = deferred();
    const topic = new LiveTopic(
      async () => {
        loads++;
        await gate.promise;
        return value;
      },
      () => {},
      () => {},
    );
    const first = topic.refresh();
    for (let i = 0; i < 100; i++) {
      value = i + 1;
      void topic.refresh();
    }
    gate.resolve();
    gate = { promise: Promise.resolve(), resolve: () => {} };
    const snapshot = await first;
    expect(loads).toBe(2);
    expect(snapshot.value).toBe(100);
  });

  it('streams the current value first, then only changes, latest first for a slow reader', async () => {
    let value = 1;
    const idle: string[] = [];
    const topic = new LiveTopic(
      async () => value,
      () => {},
      () => idle.push('idle'),
    );
    const controller = new AbortController();
    const stream = topic.stream(controller.signal);
    expect((await stream.next()).value).toMatchObject({ value: 1, version: 1 });

    await topic.refresh(); // unchanged: nothing to send
    value = 2;
    await topic.refresh();
    value = 3;
    await topic.refresh(); // the reader has not pulled yet: it gets 3, not 2 then 3
    expect((await stream.next()).value).toMatchObject({ value: 3, version: 3 });

    controller.abort();
    expect((await stream.next()).done).toBe(true);
    expect(idle).toEqual(['idle']);
  });

  it('a second subscriber gets the shared current state without another read', async () => {
    let loads = 0;
    const topic = new LiveTopic(
      async () => ++loads,
      () => {},
      () => {},
    );
    const c = new AbortController();
    const one = topic.stream(c.signal);
    const two = topic.stream(c.signal);
    expect((await one.next()).value?.value).toBe(1);
    expect((await two.next()).value?.value).toBe(1);
    expect(loads).toBe(1);
    c.abort();
    await one.next();
    await two.next();
  });
});

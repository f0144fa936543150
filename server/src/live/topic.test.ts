import { setMaxListeners } from 'node:events';
import { tracked } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { liveEncoder } from './encoder.ts';
import { LiveTopic, TopicGone } from './topic.ts';

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

describe('LiveTopic fan-out', () => {
  it('reads and serialises a change once for every subscriber, each getting the same message', async () => {
    let value = { count: 1 };
    let loads = 0;
    const topic = new LiveTopic(
      async () => {
        loads++;
        return value;
      },
      () => {},
      () => {},
    );
    const controller = new AbortController();
    setMaxListeners(0, controller.signal); // one signal for 500 subscribers: not a leak
    const readers = Array.from({ length: 500 }, () => topic.tracked(controller.signal));
    for (const reader of readers) await reader.next();
    expect(loads).toBe(1);

    const waiting = readers.map((reader) => reader.next());
    const stringify = vi.spyOn(JSON, 'stringify');
    value = { count: 2 };
    await topic.refresh();
    const messages = (await Promise.all(waiting)).map((result) => result.value);
    const objectsSerialised = stringify.mock.calls.filter(([v]) => typeof v === 'object').length;
    stringify.mockRestore();

    expect(loads).toBe(2);
    expect(objectsSerialised).toBe(1);
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).toEqual(tracked('2', { count: 2 }));
    // And each subscriber's message carries that JSON (the WebSocket encoder's shortcut).
    const wire = liveEncoder.encode({
      id: 9,
      result: { type: 'data', data: { id: '2', data: value }, id: '2' },
    });
    expect(JSON.parse(wire)).toEqual({
      id: 9,
      result: { type: 'data', data: { id: '2', data: { count: 2 } }, id: '2' },
    });
    controller.abort();
  });

  it('a slow subscriber skips to the latest value while a waiting one gets each', async () => {
    let value = 1;
    const topic = new LiveTopic(
      async () => value,
      () => {},
      () => {},
    );
    const controller = new AbortController();
    const fast = topic.tracked(controller.signal);
    const slow = topic.tracked(controller.signal);
    expect((await fast.next()).value).toEqual(tracked('1', 1));
    expect((await slow.next()).value).toEqual(tracked('1', 1));

    const seen: unknown[] = [];
    for (const next of [2, 3, 4]) {
      const waiting = fast.next();
      value = next;
      await topic.refresh();
      seen.push((await waiting).value);
    }
    expect(seen).toEqual([tracked('2', 2), tracked('3', 3), tracked('4', 4)]);
    // The slow one held nothing meanwhile: it gets version 4 alone, then waits for the next.
    expect((await slow.next()).value).toEqual(tracked('4', 4));
    const pending = slow.next();
    controller.abort();
    expect((await pending).done).toBe(true);
    expect((await fast.next()).done).toBe(true);
  });

  it('stops a waiting subscriber when its consumer returns, and goes idle with the last one', async () => {
    const idle: number[] = [];
    const topic = new LiveTopic(
      async () => 1,
      () => {},
      () => idle.push(topic.subscriberCount),
    );
    const one = topic.tracked();
    const two = topic.tracked();
    await one.next();
    await two.next();
    const waiting = one.next();
    await one.return?.();
    expect((await waiting).done).toBe(true);
    expect(topic.subscriberCount).toBe(1);
    await two.return?.();
    expect(idle).toEqual([0]);
  });

  it('a first read that fails fails the subscriber and leaves the topic idle', async () => {
    const idle: string[] = [];
    const topic = new LiveTopic(
      async () => {
        throw new Error('database down');
      },
      () => {},
      () => idle.push('idle'),
    );
    await expect(topic.tracked().next()).rejects.toThrow('database down');
    expect(topic.subscriberCount).toBe(0);
    expect(idle).toEqual(['idle']);
  });
});

describe('LiveTopic whose thing is gone', () => {
  it('ends every stream with the reason, once, without reporting an error, and goes idle', async () => {
    let gone = false;
    const errors: unknown[] = [];
    const idle: string[] = [];
    const topic = new LiveTopic(
      async () => {
        if (gone) throw new TopicGone(new Error('not found'));
        return 1;
      },
      (error) => errors.push(error),
      () => idle.push('idle'),
    );
    const waiting = topic.tracked();
    const busy = topic.tracked();
    await waiting.next();
    await busy.next();
    const pending = waiting.next(); // waiting for a change; `busy` is not asking

    gone = true;
    await expect(topic.refresh()).rejects.toThrow('not found');
    await expect(pending).rejects.toThrow('not found');
    await expect(busy.next()).rejects.toThrow('not found');
    expect((await busy.next()).done).toBe(true);
    expect(topic.subscriberCount).toBe(0);
    expect(idle).toEqual(['idle']);
    expect(errors).toEqual([]);
  });

  it('a new subscriber to a topic already gone gets the reason', async () => {
    const topic = new LiveTopic(
      async () => {
        throw new TopicGone(new Error('not found'));
      },
      () => {},
      () => {},
    );
    const stream = topic.tracked();
    await expect(stream.next()).rejects.toThrow('not found');
    expect((await stream.next()).done).toBe(true);
  });

  it('with `since`, sends changes to a subscriber that had the version before, else the whole state', async () => {
    let items = ['a'];
    const topic = new LiveTopic(
      async () => ({ items, whole: true }),
      () => {},
      () => {},
      (previous, current) => ({
        items: current.items.filter((item) => !previous.items.includes(item)),
        whole: false,
      }),
    );
    const controller = new AbortController();
    const fast = topic.tracked(controller.signal);
    const slow = topic.tracked(controller.signal);
    // Each one's first message is whole.
    expect((await fast.next()).value).toEqual(tracked('1', { items: ['a'], whole: true }));
    expect((await slow.next()).value).toEqual(tracked('1', { items: ['a'], whole: true }));

    const seen: unknown[] = [];
    for (const item of ['b', 'c']) {
      const waiting = fast.next();
      items = [...items, item];
      await topic.refresh();
      seen.push((await waiting).value);
    }
    expect(seen).toEqual([
      tracked('2', { items: ['b'], whole: false }),
      tracked('3', { items: ['c'], whole: false }),
    ]);
    // The slow one missed version 2: version 3's change alone would lose 'b', so it gets it whole.
    expect((await slow.next()).value).toEqual(
      tracked('3', { items: ['a', 'b', 'c'], whole: true }),
    );
    // A newcomer starts whole too.
    const late = topic.tracked(controller.signal);
    expect((await late.next()).value).toEqual(
      tracked('3', { items: ['a', 'b', 'c'], whole: true }),
    );
    controller.abort();
  });
});

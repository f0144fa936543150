import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintPresented, PAINT_WAIT_MS } from './first-paint-presented.ts';

type Observed = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver that reports paints as the test says. */
function paintObserver() {
  let report: Observed | undefined;
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: Observed) {
      report = callback;
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => report?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    disconnect,
  };
}

async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('firstPaintPresented', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves when the browser reports the first contentful paint, not the first paint', async () => {
    vi.useFakeTimers();
    const observer = paintObserver();
    const presented = firstPaintPresented();
    observer.paint('first-paint');
    expect(await settled(presented)).toBe(false);
    observer.paint('first-contentful-paint');
    expect(await settled(presented)).toBe(true);
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('gives up waiting after PAINT_WAIT_MS', async () => {
    vi.useFakeTimers();
    paintObserver();
    const presented = firstPaintPresented();
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(await settled(presented)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(presented)).toBe(true);
  });

  it('waits a frame where the browser does not report paints', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['mark'] });
    let frame: (() => void) | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      frame = callback;
      return 1;
    });
    const presented = firstPaintPresented();
    expect(await settled(presented)).toBe(false);
    frame?.();
    expect(await settled(presented)).toBe(true);
  });

  it('does not wait in a page opened in the background', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expect(firstPaintPresented()).resolves.toBeUndefined();
  });
});

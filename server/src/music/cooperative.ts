import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RenderSteps } from './synth/render-score.ts';

/**
 * Drives render steps to the end, handing the event loop back every `sliceMs` so that other
 * requests are answered while a track renders (a render takes a few hundred milliseconds).
 */
export async function runCooperatively<T>(steps: RenderSteps<T>, sliceMs = 8): Promise<T> {
  let until = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= until) {
      await nextTurn();
      until = performance.now() + sliceMs;
    }
  }
}

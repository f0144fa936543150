import { createHostedEvent } from './support/events.ts';
import { test } from './support/test.ts';
for (const target of ['guests', 'wizard']) {
test(`shift probe ${target}`, async ({ page }) => {
  const { event } = await createHostedEvent(page.request, 'probe', { guestNames: ['Ava Lee', 'Ben Ortiz', 'Cleo Park', 'Dan Wu', 'Eve Stone'] });
  await page.addInitScript(() => {
    (globalThis as any).shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) {
        (globalThis as any).shifts.push(`${e.value.toFixed(4)} @${Math.round(e.startTime)} ` + (e.sources ?? []).map((s: any) => `${s.node?.nodeName}#${s.node?.id}.${String(s.node?.className).slice(0, 40)} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`).join(' | '));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(target === 'guests' ? `/event/${event.id}/guests` : '/create-event');
  await page.waitForTimeout(5000);
  console.log(target, test.info().project.name, '\n' + (await page.evaluate(() => (globalThis as any).shifts)).join('\n'));
});
}

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationData } from './invitation-data.ts';
import { SAMPLE_INVITATION } from './sample-invitation.ts';

/** The fancy bundles in web/public/fancy/<id>/, run here as the sandboxed frame would run them. */
const BUNDLES = ['fancy-fireworks-gala', 'fancy-neon-disco'] as const;

function runBundle(id: string) {
  document.body.innerHTML = '<div id="partyreel-root"></div>';
  const sent: unknown[] = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    sent.push(message);
  });
  const here = dirname(fileURLToPath(import.meta.url));
  const code = readFileSync(join(here, `../../../public/fancy/${id}/bundle.js`), 'utf8');
  new Function(code)();
  const init = (data: Partial<InvitationData>) =>
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'partyreel:init', data }, source: window }),
    );
  return { sent, init };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe.each(BUNDLES)('the %s bundle', (id) => {
  it('says it is ready, draws the invitation it is sent and says it is drawn', () => {
    const { sent, init } = runBundle(id);
    expect(sent).toEqual([{ type: 'partyreel:ready' }]);
    init({ ...SAMPLE_INVITATION, recipientName: 'Maya' });
    const text = document.body.textContent ?? '';
    for (const detail of [
      "Maya, you're invited!",
      "Maya's 7th Birthday Bash",
      'SATURDAY, MARCH 14TH',
      '7:00 PM – 10:00 PM',
      '12 Oak Lane, Springfield',
    ]) {
      expect(text).toContain(detail);
    }
    expect(sent).toContainEqual({ type: 'partyreel:initialized' });
  });

  it('writes what it is sent as text, never as markup, and keeps only safe media addresses', () => {
    const { init } = runBundle(id);
    init({
      ...SAMPLE_INVITATION,
      eventTitle: '<img src=x onerror=alert(1)>',
      recipientName: '',
      mainImageUrl: 'javascript:alert(1)',
    });
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.body.textContent).toContain("You're invited!");
    expect(document.querySelector('img')).toBeNull();
  });

  it('ignores messages that do not come from the page around it', () => {
    const { sent } = runBundle(id);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'partyreel:init', data: SAMPLE_INVITATION },
        source: null,
      }),
    );
    expect(document.querySelector('h1')).toBeNull();
    expect(sent).not.toContainEqual({ type: 'partyreel:initialized' });
  });
});

import { describe, expect, it } from 'vitest';
import { pageHtml } from './prerender.ts';

const INDEX =
  '<!doctype html><html><head><title>PartyReel</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

describe('pageHtml', () => {
  it("puts the page in #root, inert until the app takes over, with the page's own title", () => {
    const html = pageHtml(INDEX, '<title>Join the Waitlist · PartyReel</title><main>Join</main>');
    expect(html).toContain('<div id="root" inert data-drawn="page"><main>Join</main></div>');
    expect(html).toContain('<title>Join the Waitlist · PartyReel</title>');
    expect(html).not.toContain('<title>PartyReel</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it("keeps the index's title for a page that sets none", () => {
    const html = pageHtml(INDEX, '<main>Hello</main>');
    expect(html).toContain('<title>PartyReel</title>');
    expect(html).toContain('<div id="root" inert data-drawn="page"><main>Hello</main></div>');
  });

  it('says when what it drew is the frame of every other page', () => {
    const html = pageHtml(INDEX, '<header>PartyReel</header><main></main>', 'frame');
    expect(html).toContain('<div id="root" inert data-drawn="frame"><header>');
    expect(html).toContain('<title>PartyReel</title>');
  });

  it('copies the text as it is, dollar signs included', () => {
    const markup = "<title>$& and $1</title><p>Unlock for $9.99, $' and $` too</p>";
    const html = pageHtml(INDEX, markup);
    expect(html).toContain("<p>Unlock for $9.99, $' and $` too</p>");
    expect(html).toContain('<title>$& and $1</title>');
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => pageHtml('<html><body></body></html>', '<main/>')).toThrow(/#root|id="root"/);
  });
});

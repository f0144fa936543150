import { describe, expect, it } from 'vitest';
import { prerender, prerenderFrame } from './prerender.tsx';

/** The markup as a document, to read it as a visitor's browser would. */
function parsed(markup: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${markup}</body>`, 'text/html');
}

describe('prerender', () => {
  it('draws the landing page as a first visit sees it: the frame, the hero, nothing signed in', async () => {
    const page = parsed(await prerender('/'));
    expect(page.querySelector('h1')?.textContent).toBe('Invitations that get the party started');
    expect(page.querySelector('header a[href="/"]')).not.toBeNull();
    // Who is signed in is not known yet: the header's account links wait for the app.
    expect(page.querySelector('nav[aria-label="Account and menu"]')?.children).toHaveLength(0);
    expect(page.querySelector('a[href="/waitlist"]')?.textContent).toBe('Join the Waitlist');
    expect(page.querySelector('footer')).not.toBeNull();
    expect(page.querySelectorAll('script')).toHaveLength(0);
  });

  it('draws the waitlist with its own title and its form', async () => {
    const markup = await prerender('/waitlist');
    expect(markup).toContain('<title>Join the Waitlist · PartyReel</title>');
    const page = parsed(markup);
    expect(page.querySelector('h1')?.textContent).toBe('Join the Waitlist');
    expect(page.querySelector('form input[type="email"]')).not.toBeNull();
    expect(page.querySelectorAll('script')).toHaveLength(0);
  });

  it('draws the frame of every other page: skip link, header without account links, an empty main, footer', () => {
    const page = parsed(prerenderFrame());
    expect(page.querySelector('a[href="#main"]')?.textContent).toBe('Skip to content');
    expect(page.querySelector('header a[href="/"]')).not.toBeNull();
    expect(page.querySelector('nav[aria-label="Account and menu"]')?.children).toHaveLength(0);
    expect(page.querySelector('main#main')?.children).toHaveLength(0);
    expect(page.querySelector('footer a[href="/privacy"]')).not.toBeNull();
  });
});

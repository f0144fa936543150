import { FIRST_PAINT_DATA_ID, FIRST_PAINT_ID } from '@partyreel/shared/invite/first-paint';
import { cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PosterFrame } from '../player/poster-frame.tsx';
import {
  firstPaintShown,
  hideBeneathFirstPaint,
  takeFirstPaintData,
  useDropFirstPaint,
} from './first-paint-data.ts';
import { clearGuestCache } from './guest-cache.ts';

const POSTER = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E';
const TEMPLATE = { id: 'tpl-1', palette: { background: '#102030' }, fonts: {} };

/** The page as the server sends it: the painted invitation, #root, and the invitation's data. */
function servedPage(code = 'abc') {
  document.body.innerHTML = `<div id="${FIRST_PAINT_ID}"><img src="${POSTER}" alt=""></div><div id="root"></div>`;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = FIRST_PAINT_DATA_ID;
  data.textContent = JSON.stringify({
    input: { code },
    view: { templateId: TEMPLATE.id },
    template: TEMPLATE,
  });
  document.body.append(data);
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  cleanup();
  clearGuestCache();
  document.body.innerHTML = '';
});

describe('the painted invitation, taken over', () => {
  it("gives the page its template, and the stage shows the paint's own poster", () => {
    servedPage();
    expect(takeFirstPaintData({ code: 'abc' })).toEqual(TEMPLATE);
    expect(document.getElementById(FIRST_PAINT_DATA_ID)).toBeNull();
    const { container } = render(<PosterFrame template={TEMPLATE} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(POSTER);
  });

  it('takes nothing for another address, and the stage asks for the poster', () => {
    servedPage('other');
    expect(takeFirstPaintData({ code: 'abc' })).toBeNull();
    const { container } = render(<PosterFrame template={{ ...TEMPLATE, id: 'tpl-2' }} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/thumbnails/tpl-2.svg');
  });

  it('keeps the page hidden beneath the paint until it is whole, then shows it as the paint goes', () => {
    const root = servedPage();
    hideBeneathFirstPaint(root);
    expect(root.style.visibility).toBe('hidden');
    const { rerender } = renderHook(({ ready }) => useDropFirstPaint(ready), {
      initialProps: { ready: false },
    });
    expect(firstPaintShown()).toBe(true);
    expect(root.style.visibility).toBe('hidden');
    rerender({ ready: true });
    expect(firstPaintShown()).toBe(false);
    expect(root.style.visibility).toBe('');
  });

  it('never hides a page that has no painted invitation over it', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    hideBeneathFirstPaint(root);
    expect(root.style.visibility).toBe('');
  });
});

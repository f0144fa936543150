import {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_ID,
  type FirstPaintData,
} from '@partyreel/shared/invite/first-paint';
import { useLayoutEffect } from 'react';
import { holdPoster } from '../player/poster-frame.tsx';
import type { GuestTemplate } from './guest-api.ts';
import { seed } from './guest-cache.ts';
import { type InvitationAddress, invitationKey, templateKey } from './use-invitation.ts';

/**
 * Takes the invitation the server sent with the page's HTML (server/src/http/invite-first-paint.ts)
 * into the guest cache, once, when it is for `address`: the page then renders the invitation at
 * once instead of asking for it and then for its template. Answers with the template it took, or
 * null when there was nothing for this address.
 */
export function takeFirstPaintData(address: InvitationAddress): GuestTemplate | null {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_DATA_ID);
  if (!element) return null;
  element.remove();
  let data: FirstPaintData<GuestTemplate>;
  try {
    data = JSON.parse(element.textContent ?? '') as FirstPaintData<GuestTemplate>;
  } catch {
    return null;
  }
  if (data.input.code !== address.code || data.input.invitationId !== address.invitationId)
    return null;
  seed(invitationKey(address), data.view);
  // As templates.byId answered it on the server (no transformer: the same JSON).
  seed(templateKey(data.view.templateId), data.template);
  const poster = document.querySelector(`#${FIRST_PAINT_ID} img`)?.getAttribute('src');
  if (poster?.startsWith('data:image/') && data.view.templateId)
    holdPoster(data.view.templateId, poster);
  return data.template;
}

/** Whether the server's painted invitation is still on screen, over the page. */
export function firstPaintShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_PAINT_ID) !== null;
}

/**
 * Hides the page while it is put together beneath the painted invitation, in a few tasks
 * (invite-page.tsx): what is hidden cannot be counted as moving meanwhile, and nobody sees it, as
 * the painted invitation lies over it. useDropFirstPaint shows it again. Answers whether it hid it.
 */
export function hideBeneathFirstPaint(root: HTMLElement): boolean {
  if (!firstPaintShown()) return false;
  root.style.visibility = 'hidden';
  return true;
}

/**
 * Takes the server's painted invitation away once the page has rendered beneath it (it lies over
 * the page, so nothing moves when it goes), and shows the page, in the same frame. `ready` false
 * waits: the page is still being put together.
 */
export function useDropFirstPaint(ready = true): void {
  useLayoutEffect(() => {
    if (!ready) return;
    document.getElementById(FIRST_PAINT_ID)?.remove();
    document.getElementById('root')?.style.removeProperty('visibility');
  }, [ready]);
}

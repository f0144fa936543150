import {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_ID,
  type FirstPaintData,
} from '@partyreel/shared/invite/first-paint';
import { useLayoutEffect } from 'react';
import { seed } from './guest-cache.ts';
import { type InvitationAddress, invitationKey, templateKey } from './use-invitation.ts';

/**
 * Takes the invitation the server sent with the page's HTML (server/src/http/invite-first-paint.ts)
 * into the guest cache, once, when it is for `address`: the page then renders the invitation at
 * once instead of asking for it and then for its template. Answers whether it did.
 */
export function takeFirstPaintData(address: InvitationAddress): boolean {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_DATA_ID);
  if (!element) return false;
  element.remove();
  let data: FirstPaintData;
  try {
    data = JSON.parse(element.textContent ?? '') as FirstPaintData;
  } catch {
    return false;
  }
  if (data.input.code !== address.code || data.input.invitationId !== address.invitationId)
    return false;
  seed(invitationKey(address), data.view);
  // As templates.byId answered it on the server (no transformer: the same JSON).
  seed(templateKey(data.view.templateId), data.template);
  return true;
}

/**
 * Takes the server's painted invitation away once the page has rendered beneath it (it lies over
 * the page, so nothing moves when it goes).
 */
export function useDropFirstPaint(): void {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
  }, []);
}

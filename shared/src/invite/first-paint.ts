import type { InviteLoadInput, InviteView } from './invite-types.ts';

/**
 * The id of the <script type="application/json"> element in which the server hands the guest's
 * page its data with the HTML of /invite/{code} (server/src/http/invite-first-paint.ts); the page
 * reads it once into its query cache (web/src/features/guest/first-paint-data.ts).
 */
export const FIRST_PAINT_DATA_ID = 'partyreel-invite-data';

/** The element the server paints the invitation in, over the page until the page has rendered. */
export const FIRST_PAINT_ID = 'partyreel-first-paint';

/**
 * The name of the <meta> elements by which the server names the font files of /invite/{code} in its
 * HTML: the page's own two faces and the template's. The page preloads them once the invitation is
 * painted (web/src/guest-main.tsx), so they come with the app's code, not before the paint, and
 * the app's first layout is in them (docs/decisions/073).
 */
export const PAGE_FONT_META = 'partyreel:page-font';

/** What invite.load and templates.byId answered for `input`, as the server read them. */
export interface FirstPaintData<Template = unknown> {
  input: InviteLoadInput;
  view: InviteView;
  template: Template;
}

/** /invite/{code} and its end screen /invite/{code}/end (docs/product.md, Pages). */
export const INVITE_PATH = /^\/invite\/([^/]+)(\/end)?\/?$/;
/** The older invitation address /recipients/{uniqueCode} (docs/product.md, Pages). */
export const RECIPIENTS_PATH = /^\/recipients\/([^/]+)\/?$/;
/** The built guest page (web/invite.html): the server and Vite's dev server answer these paths with it. */
export const GUEST_PAGE_HTML = 'invite.html';
/**
 * The invitation's first paint, which the web build writes beside invite.html
 * (web/src/features/guest/invite-first-paint.html) and the server fills for /invite/{code}.
 */
export const FIRST_PAINT_TEMPLATE_HTML = 'invite-first-paint.html';

/** Whether a path (no query string) is one of the guest's pages, which invite.html serves. */
export function isGuestPagePath(path: string): boolean {
  return INVITE_PATH.test(path) || RECIPIENTS_PATH.test(path);
}

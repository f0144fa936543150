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
 * On a page the server painted, the app's stylesheet is not linked (it would hold up the first
 * paint): this meta element names it, and the app applies it before it renders.
 */
export const APP_STYLESHEET_META = 'partyreel-stylesheet';

/** What invite.load and templates.byId answered for `input`, as the server read them. */
export interface FirstPaintData<Template = unknown> {
  input: InviteLoadInput;
  view: InviteView;
  template: Template;
}

/**
 * The player's control bar, shared with the placeholder the stage shows while the player's code
 * loads (preview/invitation-stage.tsx), so the page under the stage does not move when it arrives.
 */
export const CONTROLS_BAR =
  'flex items-center gap-3 bg-black/45 px-4 py-3 text-white backdrop-blur md:mt-4 md:rounded-full md:px-5 md:py-2.5';

/** A control's round button: larger targets below 768 px. */
export const CONTROL_BUTTON_SIZE = 'size-14 md:size-11';

/**
 * The stage's card: the player's, and the placeholder's before it. Its picture box is 4:5 (a scene
 * may grow it for long text).
 */
export const STAGE_CARD =
  'relative overflow-hidden shadow-2xl md:rounded-[2rem] md:ring-4 md:ring-white/50';

/** The column the card and its controls stand in, on the page. */
export const STAGE_COLUMN = 'relative isolate flex w-full flex-col items-center md:px-6 md:py-10';

import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { InvitationSample } from '../support/sample-invitation.ts';
import { InvitationPlayerPage } from './invitation-player-page.ts';

/** The session storage key the preview keeps its invitation under (web/src/features/preview). */
export const PREVIEW_STORAGE_KEY = 'partyreel:preview';

export interface PreviewPayload {
  templateId: string;
  data: InvitationSample;
}

/**
 * How long a journey waits for the preview to show its invitation. On the journeys' busy server (two
 * workers, one embedded database) the preview's call for its template can wait several seconds
 * behind another journey's work; a journey checks what shows, the benchmarks measure how fast.
 */
export const PREVIEW_SHOWN_TIMEOUT = 15_000;

/** The full preview (/preview-invitation), as the person who opened it sees it. */
export class InvitationPreviewPage extends InvitationPlayerPage {
  readonly fancyFrame: Locator;

  constructor(page: Page) {
    super(page);
    this.fancyFrame = page.getByRole('main').locator('iframe');
  }

  /**
   * Puts `payload` where the preview keeps what it plays, before any of the page's scripts run, as
   * if the tab had been given it and then reloaded. Only in the page itself: a sandboxed frame has
   * no storage to write to.
   */
  async seed(payload: PreviewPayload) {
    await this.page.addInitScript(
      ({ key, value }) => {
        const self = globalThis as unknown as {
          top: unknown;
          sessionStorage: { setItem(key: string, value: string): void };
        };
        if (self.top === globalThis) self.sessionStorage.setItem(key, value);
      },
      { key: PREVIEW_STORAGE_KEY, value: JSON.stringify(payload) },
    );
  }

  async open() {
    await this.page.goto('/preview-invitation');
  }

  /** The scene's title heading. */
  title(title: string): Locator {
    return this.player(title).getByRole('heading', { name: title });
  }

  /** Waits until the invitation has loaded and plays on its own (the preview autoplays). */
  async expectPlaying(title: string) {
    await expect(this.title(title)).toBeVisible({ timeout: PREVIEW_SHOWN_TIMEOUT });
    await expect(this.pause).toBeVisible({ timeout: 15_000 });
  }

  /** Inside the fancy template's sandboxed frame. */
  get fancy(): FrameLocator {
    return this.page.getByRole('main').frameLocator('iframe');
  }
}

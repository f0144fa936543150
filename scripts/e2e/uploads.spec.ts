import { encodeWav } from '@partyreel/server/music/synth/wav';
import { messages } from '@partyreel/shared/messages';
import type { Page, Request } from '@playwright/test';
import { CreateEventWizard, TINY_PNG } from './pages/create-event-wizard.ts';
import { expect, test } from './support/test.ts';

const TOTAL = 14;

/** Steps 1 to 4, to the photo step. */
async function toPhotoStep(page: Page): Promise<CreateEventWizard> {
  await page.goto('/create-event');
  const wizard = new CreateEventWizard(page);
  await wizard.expectStep(1, TOTAL);
  await wizard.field('Event name').fill(`Upload Party ${Date.now()}`);
  await wizard.next.click();
  await wizard.field('Location').fill('The Garden');
  await wizard.next.click();
  await wizard.field('Date').fill('2031-09-12');
  await wizard.next.click();
  await wizard.field('Start time').fill('16:00');
  await wizard.next.click();
  await wizard.expectStep(5, TOTAL, 'Make it personal with a photo');
  return wizard;
}

/** Every upload the page sends. */
function watchUploads(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/uploads') sent.push(request);
  });
  return sent;
}

/**
 * Runs in the page: a canvas changing colour, captured by MediaRecorder for `ms`, as base64. The
 * scripts package has no DOM types, so the few browser pieces it uses are described here.
 */
async function recordInPage(ms: number): Promise<string> {
  interface Canvas {
    width: number;
    height: number;
    getContext(kind: '2d'): {
      fillStyle: string;
      fillRect(x: number, y: number, w: number, h: number): void;
    } | null;
    captureStream(fps: number): unknown;
  }
  interface Recorder {
    ondataavailable: ((event: { data: Blob }) => void) | null;
    onstop: (() => void) | null;
    start(timeslice: number): void;
    stop(): void;
  }
  const self = globalThis as unknown as {
    document: { createElement(tag: 'canvas'): Canvas };
    MediaRecorder: new (stream: unknown, options: { mimeType: string }) => Recorder;
  };
  const canvas = self.document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  let frame = 0;
  const draw = setInterval(() => {
    context.fillStyle = `hsl(${(frame++ * 15) % 360} 80% 55%)`;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }, 40);
  const recorder = new self.MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
  const parts: Blob[] = [];
  recorder.ondataavailable = (event) => parts.push(event.data);
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start(500);
  await new Promise((resolve) => setTimeout(resolve, ms));
  recorder.stop();
  await stopped;
  clearInterval(draw);
  const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A real WebM recorded by this Chromium for `seconds`. With a timeslice, as live recorders and
 * phones' web recorders work, the file states no length
 * (docs/decisions/014-webm-without-duration.md).
 */
async function recordWebm(page: Page, seconds: number): Promise<Buffer> {
  return Buffer.from(await page.evaluate(recordInPage, seconds * 1000), 'base64');
}

test('a photo uploads with a progress bar, previews from the server, and Remove clears it', async ({
  page,
}) => {
  const wizard = await toPhotoStep(page);
  const sent = watchUploads(page);
  // Hold the upload until the progress bar has been seen, so the test sees it on any machine.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/uploads?**', async (route) => {
    await held;
    await route.continue();
  });

  const preview = page.waitForResponse((r) =>
    new URL(r.url()).pathname.startsWith('/media/uploads/'),
  );
  await wizard.field('Add a photo').setInputFiles({
    name: 'party.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(wizard.main.getByRole('progressbar', { name: 'Uploading photo' })).toBeVisible();
  release();

  const photo = wizard.main.getByRole('img', { name: 'Your photo' });
  await expect(photo).toBeVisible();
  expect((await preview).status()).toBe(200);
  await expect(photo).toHaveAttribute('src', /^\/media\/uploads\//);
  expect(
    await photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
  ).toBe(1);
  expect(sent).toHaveLength(1);
  expect(new URL(sent[0]?.url() ?? '').searchParams.get('kind')).toBe('image');

  await wizard.button('Remove').click();
  await expect(photo).toHaveCount(0);
  await expect(wizard.field('Add a photo')).toBeAttached();
  await wizard.next.click();
  await wizard.expectStep(6, TOTAL);
});

test('an SVG is refused as a photo and nothing is uploaded', async ({ page }) => {
  const wizard = await toPhotoStep(page);
  const sent = watchUploads(page);
  await wizard.field('Add a photo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    ),
  });
  await expect(wizard.main.getByText(messages.media.imageInvalid)).toBeVisible();
  await expect(wizard.field('Add a photo')).toHaveAttribute('aria-invalid', 'true');
  await expect(wizard.main.getByRole('img', { name: 'Your photo' })).toHaveCount(0);
  expect(sent).toHaveLength(0);
});

test('a 3-second WebM recorded in the browser is accepted and previews', async ({ page }) => {
  const wizard = await toPhotoStep(page);
  await wizard.next.click();
  await wizard.expectStep(6, TOTAL, 'Add a short video');
  const sent = watchUploads(page);
  const clip = await recordWebm(page, 3);

  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/uploads');
  await wizard.field('Add a video').setInputFiles({
    name: 'recording.webm',
    mimeType: 'video/webm',
    buffer: clip,
  });
  const response = await answered;
  expect(response.status()).toBe(201);
  const body = await response.json();
  expect(body).toMatchObject({ kind: 'video' });
  expect(body.durationMs).toBeGreaterThan(2000);
  expect(body.durationMs).toBeLessThan(4000);

  const video = wizard.main.getByLabel('Your video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('src', /^\/media\/uploads\//);
  // The browser itself loads the stored clip's metadata from the server.
  await expect
    .poll(() => video.evaluate((v) => (v as unknown as { readyState: number }).readyState), {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(1);
  await expect(wizard.main.getByText(/0:0[2-4]/)).toBeVisible();
  expect(sent).toHaveLength(1);
});

test('a recorded video longer than 15 seconds is refused before it is sent', async ({ page }) => {
  // Recording takes real time: 16 seconds of it.
  test.setTimeout(60_000);
  const wizard = await toPhotoStep(page);
  await wizard.next.click();
  await wizard.expectStep(6, TOTAL);
  const sent = watchUploads(page);
  const clip = await recordWebm(page, 16);

  await wizard.field('Add a video').setInputFiles({
    name: 'long.webm',
    mimeType: 'video/webm',
    buffer: clip,
  });
  await expect(wizard.main.getByText(messages.media.videoTooLong)).toBeVisible({
    timeout: 15_000,
  });
  await expect(wizard.main.getByLabel('Your video')).toHaveCount(0);
  expect(sent).toHaveLength(0);
});

test('the music step takes the host’s own song, a WAV made in the test', async ({ page }) => {
  const wizard = await toPhotoStep(page);
  await wizard.next.click(); // no photo
  await wizard.next.click(); // no video
  await wizard.expectStep(7, TOTAL);
  await wizard.pickTemplate('Rainbow Unicorn Meadow');
  await wizard.next.click();
  await wizard.expectStep(8, TOTAL, 'Pick the music');

  // Two seconds of a 440 Hz tone.
  const rate = 8000;
  const samples = Float32Array.from(
    { length: rate * 2 },
    (_, i) => Math.sin((2 * Math.PI * 440 * i) / rate) * 0.3,
  );
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/uploads');
  await wizard.field('Or upload your own song').setInputFiles({
    name: 'our-song.wav',
    mimeType: 'audio/wav',
    buffer: Buffer.from(encodeWav(samples, rate)),
  });
  const response = await answered;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ kind: 'audio', durationMs: 2000 });

  const song = wizard.main.getByLabel('Your song');
  await expect(song).toBeVisible();
  await expect(song).toHaveAttribute('src', /^\/media\/uploads\//);
  // docs/product.md (Uploads): stored names keep letters, digits and dots only.
  await expect(wizard.main.getByText('oursong.wav', { exact: true })).toBeVisible();
  await wizard.next.click();
  await wizard.expectStep(9, TOTAL, 'Preview your invitation');
});

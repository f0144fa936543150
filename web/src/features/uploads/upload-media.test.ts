import { messages } from '@partyreel/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadError, uploadMedia } from './upload-media.ts';

/** A stand-in for the browser's XMLHttpRequest that the test answers by hand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  sent: unknown;
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function current(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request sent');
  return FakeXhr.last;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

const photo = () => new File(['png'], 'party.png', { type: 'image/png' });
const answer = {
  uploadId: 'u1',
  kind: 'image',
  url: '/media/uploads/public/1_party.jpg',
  name: 'party.jpg',
  durationMs: null,
};

describe('uploadMedia', () => {
  it('posts the file as multipart, reports progress and resolves with what was stored', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = uploadMedia('image', photo(), { onProgress: (f) => progress.push(f) });
    const xhr = current();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/uploads?kind=image']);
    expect((xhr.sent as FormData).get('file')).toBeInstanceOf(File);
    xhr.progress(25, 100);
    xhr.answer(201, answer);
    expect(await done).toEqual(answer);
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects with the server's message, or a plain failure when there is none to show", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = uploadMedia('video', photo());
    current().answer(422, { error: messages.media.videoTooLong });
    await expect(refused).rejects.toEqual(new UploadError(messages.media.videoTooLong, 422));

    const broken = uploadMedia('image', photo());
    current().answer(500, '<html>oops</html>');
    await expect(broken).rejects.toEqual(new UploadError(messages.media.uploadFailed, 500));

    const strange = uploadMedia('image', photo());
    current().answer(201, { nope: true });
    await expect(strange).rejects.toEqual(new UploadError(messages.media.uploadFailed, 201));

    const offline = uploadMedia('image', photo());
    current().onerror?.();
    await expect(offline).rejects.toBeInstanceOf(UploadError);
  });

  it('aborts the request when the signal does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const done = uploadMedia('image', photo(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(current().aborted).toBe(true);
  });
});

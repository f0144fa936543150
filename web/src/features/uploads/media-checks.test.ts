import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { checkMediaFile, messageForVariant } from './media-checks.ts';

const { media } = messages;

/** A file of `type` that claims `size` bytes (without holding them). */
function fileOf(type: string, size = 1000, name = 'file'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const lasting = (seconds: number) => async () => seconds;

describe('checkMediaFile', () => {
  it('checks an image’s type and size, with the page or the modal text', async () => {
    const check = (file: File, variant: 'page' | 'modal') =>
      checkMediaFile('image', file, variant, lasting(1));
    expect(await check(fileOf('image/jpeg', MAX_IMAGE_BYTES), 'page')).toBeNull();
    expect(await check(fileOf('image/heic'), 'page')).toBeNull();
    expect(await check(fileOf('application/pdf'), 'page')).toBe(media.imageInvalid);
    expect(await check(fileOf(''), 'page')).toBe(media.imageInvalid);
    expect(await check(fileOf('image/svg+xml'), 'page')).toBe(media.imageInvalid);
    expect(await check(fileOf('image/png', MAX_IMAGE_BYTES + 1), 'page')).toBe(media.imageTooLarge);
    expect(await check(fileOf('text/plain'), 'modal')).toBe(media.modalImageMissing);
    expect(await check(fileOf('image/png', MAX_IMAGE_BYTES + 1), 'modal')).toBe(
      media.modalImageTooLarge,
    );
  });

  it('checks a video’s type, size and length as its metadata states it', async () => {
    const mp4 = fileOf('video/mp4');
    const check = (file: File, seconds: number, variant: 'page' | 'modal' = 'page') =>
      checkMediaFile('video', file, variant, lasting(seconds));
    expect(await check(mp4, 15)).toBeNull();
    expect(await check(mp4, 3)).toBeNull();
    expect(await check(mp4, 15.01)).toBe(media.videoTooLong);
    expect(await check(mp4, Number.NaN)).toBe(media.videoMetadata);
    expect(await check(mp4, Number.POSITIVE_INFINITY)).toBe(media.videoMetadata);
    expect(await check(mp4, 0)).toBe(media.videoMetadata);
    expect(await check(fileOf('image/png'), 5)).toBe(media.videoInvalid);
    expect(await check(fileOf('video/webm', MAX_VIDEO_BYTES + 1), 5)).toBe(media.videoTooLarge);
    expect(await check(mp4, 20, 'modal')).toBe(media.modalVideoTooLong);
    expect(await check(mp4, Number.NaN, 'modal')).toBe(media.modalVideoMetadata);
    expect(await check(fileOf('text/plain'), 5, 'modal')).toBe(media.modalVideoMissing);
    expect(await check(fileOf('video/mp4', MAX_VIDEO_BYTES + 1), 5, 'modal')).toBe(
      media.modalVideoTooLarge,
    );
    const unreadable = () => Promise.reject(new Error('decode'));
    expect(await checkMediaFile('video', mp4, 'page', unreadable)).toBe(media.videoMetadata);
  });

  it('does not read the length of a file that is already refused', async () => {
    let read = false;
    const reader = async () => {
      read = true;
      return 5;
    };
    await checkMediaFile('video', fileOf('video/mp4', MAX_VIDEO_BYTES + 1), 'page', reader);
    expect(read).toBe(false);
  });

  it('checks a song’s type and size', async () => {
    const check = (file: File) => checkMediaFile('audio', file, 'page', lasting(1));
    expect(await check(fileOf('audio/mpeg'))).toBeNull();
    expect(await check(fileOf('video/mp4'))).toBe(media.audioInvalid);
    expect(await check(fileOf('audio/wav', MAX_AUDIO_BYTES + 1))).toBe(media.audioTooLarge);
  });
});

describe('messageForVariant', () => {
  it('turns the server’s page texts into the modal ones, and leaves others alone', () => {
    expect(messageForVariant(media.videoTooLong, 'modal')).toBe(media.modalVideoTooLong);
    expect(messageForVariant(media.imageInvalid, 'modal')).toBe(media.modalImageMissing);
    expect(messageForVariant(media.videoTooLong, 'page')).toBe(media.videoTooLong);
    expect(messageForVariant(messages.auth.sessionExpired, 'modal')).toBe(
      messages.auth.sessionExpired,
    );
  });
});

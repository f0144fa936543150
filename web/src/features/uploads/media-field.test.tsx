import { messages } from '@partyreel/shared/messages';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaField, type MediaFieldProps } from './media-field.tsx';
import { UploadError, type UploadMedia, type UploadOptions } from './upload-media.ts';
import type { MediaKind, UploadedMedia } from './uploaded-media.ts';

afterEach(cleanup);

const { media } = messages;

function stored(
  kind: MediaKind,
  name = 'party.jpg',
  durationMs: number | null = null,
): UploadedMedia {
  return { uploadId: `id-${name}`, kind, url: `/media/uploads/public/1_${name}`, name, durationMs };
}

/** An uploader the test finishes by hand, seeing the progress callback. */
function manualUpload() {
  let finish: (media: UploadedMedia) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let options: UploadOptions = {};
  const upload = vi.fn<UploadMedia>((_kind, _file, opts = {}) => {
    options = opts;
    return new Promise((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  });
  return {
    upload,
    progress: (fraction: number) => act(() => options.onProgress?.(fraction)),
    finish: (value: UploadedMedia) => act(async () => finish(value)),
    fail: (error: Error) => act(async () => fail(error)),
    signal: () => options.signal,
  };
}

/** The field with its value kept by a parent, as a page would. */
function Harness(
  props: Omit<MediaFieldProps, 'value' | 'onChange'> & {
    initial?: UploadedMedia | null;
    changed?: (value: UploadedMedia | null) => void;
  },
) {
  const { initial = null, changed, ...rest } = props;
  const [value, setValue] = useState<UploadedMedia | null>(initial);
  return (
    <MediaField
      {...rest}
      value={value}
      onChange={(next) => {
        changed?.(next);
        setValue(next);
      }}
    />
  );
}

// A user who picks "All files" in the dialog: what `accept` would filter still arrives.
const setupUser = () => userEvent.setup({ applyAccept: false });

describe('MediaField', () => {
  it('refuses a file that is not an image, and one over 5 MB, without uploading', async () => {
    const user = setupUser();
    const upload = vi.fn<UploadMedia>();
    render(<Harness kind="image" upload={upload} />);
    const input = screen.getByLabelText('Add a photo');

    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(media.imageInvalid);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    const big = new File([new Uint8Array(5_242_881)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toBe(media.imageTooLarge);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uses the modal texts in a modal', async () => {
    const user = setupUser();
    render(<Harness kind="image" variant="modal" label="Choose photo" upload={vi.fn()} />);
    await user.upload(
      screen.getByLabelText('Choose photo'),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(media.modalImageMissing);
  });

  it('refuses a video longer than 15 seconds or whose length cannot be read', async () => {
    const user = setupUser();
    const upload = vi.fn<UploadMedia>();
    const seconds = vi.fn(async () => 20);
    render(<Harness kind="video" upload={upload} readDuration={seconds} />);
    const input = screen.getByLabelText('Add a video');
    expect(screen.getByText(/3-15 seconds/)).toBeInTheDocument();
    const clip = new File(['....'], 'clip.mp4', { type: 'video/mp4' });

    await user.upload(input, clip);
    expect((await screen.findByRole('alert')).textContent).toBe(media.videoTooLong);
    seconds.mockResolvedValueOnce(Number.NaN);
    await user.upload(input, clip);
    expect((await screen.findByRole('alert')).textContent).toBe(media.videoMetadata);
    expect(seconds).toHaveBeenCalledTimes(2);
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the progress, then the preview; Remove clears the choice', async () => {
    const user = setupUser();
    const manual = manualUpload();
    const changed = vi.fn();
    render(<Harness kind="image" upload={manual.upload} changed={changed} />);
    const photo = new File(['png'], 'party.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add a photo'), photo);

    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    manual.progress(0.4);
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(manual.upload).toHaveBeenCalledWith('image', photo, expect.anything());

    await manual.finish(stored('image', 'party.jpg'));
    expect(changed).toHaveBeenLastCalledWith(stored('image', 'party.jpg'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const preview = screen.getByRole('img', { name: 'Your photo' });
    expect(preview.getAttribute('src')).toBe('/media/uploads/public/1_party.jpg');
    expect(screen.getByText('party.jpg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(changed).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add a photo')).toBeInTheDocument();
  });

  it("shows the server's refusal, in the modal's words inside a modal", async () => {
    const user = setupUser();
    const manual = manualUpload();
    const changed = vi.fn();
    render(
      <Harness
        kind="video"
        variant="modal"
        upload={manual.upload}
        readDuration={async () => 5}
        changed={changed}
      />,
    );
    await user.upload(
      screen.getByLabelText('Add a video'),
      new File(['x'], 'c.mp4', { type: 'video/mp4' }),
    );
    await screen.findByRole('progressbar');
    await manual.fail(new UploadError(media.videoTooLong, 422));
    expect((await screen.findByRole('alert')).textContent).toBe(media.modalVideoTooLong);
    expect(changed).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says the upload failed when the network does', async () => {
    const user = setupUser();
    const upload = vi.fn<UploadMedia>(() => Promise.reject(new TypeError('Network down')));
    render(<Harness kind="audio" upload={upload} />);
    await user.upload(
      screen.getByLabelText('Add your own song'),
      new File(['x'], 's.mp3', { type: 'audio/mpeg' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(media.uploadFailed);
  });

  it('Cancel stops an upload under way and keeps the old choice empty', async () => {
    const user = setupUser();
    const manual = manualUpload();
    const changed = vi.fn();
    render(<Harness kind="image" upload={manual.upload} changed={changed} />);
    await user.upload(
      screen.getByLabelText('Add a photo'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(manual.signal()?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
  });

  it('stops a playing preview when it is removed or the field goes away', async () => {
    const user = setupUser();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    try {
      const { unmount } = render(
        <Harness kind="video" initial={stored('video', 'clip.mp4', 7000)} upload={vi.fn()} />,
      );
      const video = screen.getByLabelText('Your video') as HTMLVideoElement;
      expect(video.muted).toBe(true);
      expect(video.controls).toBe(true);
      expect(screen.getByText('0:07')).toBeInTheDocument();
      unmount();
      expect(pause).toHaveBeenCalled();

      pause.mockClear();
      render(
        <Harness kind="audio" initial={stored('audio', 'song.mp3', 95_000)} upload={vi.fn()} />,
      );
      expect(screen.getByText('1:35')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Remove' }));
      expect(pause).toHaveBeenCalled();
      expect(screen.queryByLabelText('Your song')).not.toBeInTheDocument();
    } finally {
      pause.mockRestore();
    }
  });
});

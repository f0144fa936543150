import { messages } from '@partyreel/shared/messages';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionOf } from '../../test/sample-session.ts';
import { Toaster, toast } from '../../ui/toast.tsx';
import { announceDroppedUploads, readDroppedUploads, splitSignedIn } from './dropped-uploads.ts';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

const MB = 1024 * 1024;

describe('the notice of uploads a sign-in could not keep', () => {
  it('names how many and how much, once', async () => {
    render(<Toaster />);
    act(() => {
      announceDroppedUploads({ count: 3, bytes: 42 * MB });
      announceDroppedUploads({ count: 3, bytes: 42 * MB });
    });
    const text = messages.auth.uploadsDroppedOnSignIn(3, 42 * MB);
    expect(text).toContain('3 uploads (42 MB)');
    expect(await screen.findAllByText(text)).toHaveLength(1);
  });

  it('says nothing when nothing was dropped', async () => {
    render(<Toaster />);
    act(() => {
      announceDroppedUploads(undefined);
      announceDroppedUploads({ count: 0, bytes: 0 });
      toast('something else');
    });
    await screen.findByText('something else');
    expect(screen.queryByText(/storage was full/)).not.toBeInTheDocument();
  });

  it('reads one upload in the singular', () => {
    expect(messages.auth.uploadsDroppedOnSignIn(1, 700 * 1024)).toBe(
      "Your account's storage was full, so 1 upload (700 KB) from before you signed in was not kept. Any event that used it no longer shows that image, video or song.",
    );
  });

  it('keeps the session apart from the notice, and reads only a well-formed popup message', () => {
    const me = sessionOf(false);
    expect(splitSignedIn({ ...me, droppedUploads: { count: 2, bytes: 5 } })).toEqual({
      me,
      dropped: { count: 2, bytes: 5 },
    });
    expect(splitSignedIn(me)).toEqual({ me, dropped: undefined });
    expect(readDroppedUploads({ count: 2, bytes: 5 })).toEqual({ count: 2, bytes: 5 });
    for (const bad of [undefined, null, 'x', { count: 0, bytes: 5 }, { count: -1, bytes: 5 }])
      expect(readDroppedUploads(bad)).toBeUndefined();
    expect(readDroppedUploads({ count: 1.5, bytes: 5 })).toBeUndefined();
  });
});

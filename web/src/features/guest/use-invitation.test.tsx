import type { InviteView } from '@partyreel/shared/invite/invite-types';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGuestFetch } from '../../test/fake-guest-fetch.ts';
import { useTrackView } from './use-invitation.ts';

const personal = { kind: 'personal' } as InviteView;
const link = { kind: 'link' } as InviteView;

afterEach(() => {
  vi.unstubAllGlobals();
});

function track(view: InviteView, address: { code: string; invitationId?: string }) {
  const fake = fakeGuestFetch({ 'invite.view': { ok: true } });
  const hook = renderHook(() => useTrackView(address, view));
  const views = () => fake.calls.filter((c) => c.path === 'invite.view').map((c) => c.input);
  return { ...hook, views };
}

describe('useTrackView', () => {
  it('tells the server once each that a personal guest opened, started and finished watching', async () => {
    const address = { code: 'abcDEF123456', invitationId: 'inv-1' };
    const { result, rerender, views } = track(personal, address);
    await waitFor(() => expect(views()).toEqual([address]));
    act(() => {
      result.current.playing();
      result.current.playing();
    });
    rerender();
    act(() => {
      result.current.playing();
      result.current.finished();
      result.current.finished();
    });
    await waitFor(() =>
      expect(views()).toEqual([
        address,
        { ...address, stage: 'playing' },
        { ...address, stage: 'finished' },
      ]),
    );
  });

  it('counts a share-link view by the code alone (the visitor cookie goes by itself), never with stages', async () => {
    const { result, views } = track(link, { code: 'abcDEF123456' });
    await waitFor(() => expect(views()).toHaveLength(1));
    expect(views()[0]).toEqual({ code: 'abcDEF123456' });
    act(() => {
      result.current.playing();
      result.current.finished();
    });
    expect(views()).toHaveLength(1);
  });
});

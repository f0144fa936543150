import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { SAMPLE_INVITATION } from '../player/sample-invitation.ts';
import { openInvitationPreview } from './open-invitation-preview.ts';

const payload = { templateId: 'classic-envelope', data: SAMPLE_INVITATION };
const origin = window.location.origin;

/** A stand-in for the preview's tab. */
function fakeTab() {
  return { closed: false, postMessage: vi.fn() };
}

function message(data: unknown, source: unknown, from = origin) {
  window.dispatchEvent(
    new MessageEvent('message', { data, origin: from, source: source as Window }),
  );
}

let tab: ReturnType<typeof fakeTab>;
let open: MockInstance<typeof window.open>;

beforeEach(() => {
  vi.useFakeTimers();
  tab = fakeTab();
  open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('openInvitationPreview', () => {
  it('opens the preview in a new tab and answers its request, to this origin only', () => {
    const opened = openInvitationPreview(payload);
    expect(open).toHaveBeenCalledWith('/preview-invitation', '_blank');
    message({ type: 'partyreel:preview-request' }, tab);
    expect(tab.postMessage).toHaveBeenCalledWith(
      { type: 'partyreel:preview-data', ...payload },
      origin,
    );
    opened?.stop();
  });

  it('ignores requests from other windows, other origins and other messages', () => {
    const opened = openInvitationPreview(payload);
    message({ type: 'partyreel:preview-request' }, fakeTab());
    message({ type: 'partyreel:preview-request' }, tab, 'https://elsewhere.example');
    message({ type: 'partyreel:ready' }, tab);
    expect(tab.postMessage).not.toHaveBeenCalled();
    opened?.stop();
  });

  it('stops answering once the tab is closed', () => {
    openInvitationPreview(payload);
    tab.closed = true;
    vi.advanceTimersByTime(1000);
    message({ type: 'partyreel:preview-request' }, tab);
    expect(tab.postMessage).not.toHaveBeenCalled();
  });

  it('forgets a preview this tab kept, which the new tab would start with a copy of', () => {
    window.sessionStorage.setItem('partyreel:preview', JSON.stringify(payload));
    openInvitationPreview(payload)?.stop();
    expect(window.sessionStorage.getItem('partyreel:preview')).toBeNull();
  });

  it('says so when the browser blocks the tab', () => {
    open.mockReturnValue(null);
    expect(openInvitationPreview(payload)).toBeNull();
  });
});

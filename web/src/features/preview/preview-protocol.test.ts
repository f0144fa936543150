import { describe, expect, it } from 'vitest';
import { SAMPLE_INVITATION } from '../player/sample-invitation.ts';
import { parsePreviewDataMessage, parsePreviewPayload } from './preview-protocol.ts';

describe('parsePreviewPayload', () => {
  it('takes a template id and the invitation, keeping only the invitation fields', () => {
    const parsed = parsePreviewPayload({
      templateId: ' classic-envelope ',
      data: { ...SAMPLE_INVITATION, script: '<b>x</b>' },
    });
    expect(parsed).toEqual({ templateId: 'classic-envelope', data: SAMPLE_INVITATION });
  });

  it('keeps the host’s message when it is two strings, and drops it otherwise', () => {
    const hostMessage = { from: 'Mia', text: 'Bring a towel' };
    const base = { templateId: 't', data: SAMPLE_INVITATION };
    expect(parsePreviewPayload({ ...base, hostMessage })?.hostMessage).toEqual(hostMessage);
    for (const wrong of [{ from: 'Mia' }, { from: 1, text: 'x' }, { from: 'Mia', text: ' ' }, 'hi'])
      expect(parsePreviewPayload({ ...base, hostMessage: wrong })).toEqual(base);
  });

  it('counts a missing field as empty', () => {
    const parsed = parsePreviewPayload({ templateId: 't', data: { eventTitle: 'Party' } });
    expect(parsed?.data.eventTitle).toBe('Party');
    expect(parsed?.data.address).toBeNull();
  });

  it.each([
    ['no object', 'classic-envelope'],
    ['no template id', { data: SAMPLE_INVITATION }],
    ['a blank template id', { templateId: '  ', data: SAMPLE_INVITATION }],
    ['no data', { templateId: 't' }],
    ['a field that is not text', { templateId: 't', data: { ...SAMPLE_INVITATION, sTime: 7 } }],
    [
      'a huge field',
      { templateId: 't', data: { ...SAMPLE_INVITATION, address: 'x'.repeat(5000) } },
    ],
  ])('refuses %s', (_, value) => {
    expect(parsePreviewPayload(value)).toBeNull();
  });
});

describe('parsePreviewDataMessage', () => {
  it('takes only the opener’s answer', () => {
    const payload = { templateId: 't', data: SAMPLE_INVITATION };
    expect(parsePreviewDataMessage({ type: 'partyreel:preview-data', ...payload })).toEqual(
      payload,
    );
    expect(parsePreviewDataMessage({ type: 'partyreel:init', ...payload })).toBeNull();
  });
});

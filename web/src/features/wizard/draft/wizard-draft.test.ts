import { describe, expect, it } from 'vitest';
import { buildCreateInput, buildUpdateInput } from '../event-input.ts';
import { stepProblem } from '../step-rules.ts';
import { startingDraft } from './starting-draft.ts';
import { draftReducer, emptyDraft, unsavedRecipients, type WizardDraft } from './wizard-draft.ts';

const guest = (key: string) => ({
  key,
  name: `Guest ${key}`,
  email: `${key}@example.com`,
  phone: null,
  source: 'wizard' as const,
});

function complete(overrides: Partial<WizardDraft> = {}): WizardDraft {
  return {
    ...emptyDraft('Asia/Kathmandu'),
    title: 'Maya turns 7',
    location: '12 Oak Lane',
    eventDate: '2031-06-14',
    startTime: '15:00',
    templateId: 'rainbow-unicorn-meadow',
    ...overrides,
  };
}

describe('draftReducer', () => {
  it('keeps what each step sets', () => {
    let draft = draftReducer(emptyDraft('UTC'), { type: 'details', details: { title: 'Party' } });
    draft = draftReducer(draft, { type: 'template', templateId: 'candy-land' });
    draft = draftReducer(draft, { type: 'reminders', reminderAll: '1d' });
    expect(draft).toMatchObject({ title: 'Party', templateId: 'candy-land', reminderAll: '1d' });
    expect(draft.reminderNoResponse).toBe('');
  });

  it('locks the template once the event exists', () => {
    const created = draftReducer(complete(), { type: 'created', eventId: 'e1' });
    const after = draftReducer(created, { type: 'template', templateId: 'candy-land' });
    expect(after.templateId).toBe('rainbow-unicorn-meadow');
  });

  it('knows which guests the server does not have yet', () => {
    let draft = draftReducer(complete(), { type: 'recipients', recipients: [guest('a')] });
    draft = draftReducer(draft, { type: 'recipientsSaved', keys: ['a'] });
    draft = draftReducer(draft, { type: 'recipients', recipients: [guest('a'), guest('b')] });
    expect(unsavedRecipients(draft).map((r) => r.key)).toEqual(['b']);
  });
});

describe('stepProblem', () => {
  it('asks for a name that is not blank, a location, a date, a start time and a template', () => {
    expect(stepProblem('name', complete({ title: '   ' }))?.message).toBe(
      'Please enter a name for your event.',
    );
    expect(stepProblem('location', complete({ location: ' ' }))?.field).toBe('location');
    expect(stepProblem('date', complete({ eventDate: '2031-02-30' }))?.message).toBe(
      'Please select a valid event date.',
    );
    expect(stepProblem('time', complete({ startTime: '' }))?.message).toBe(
      'Please choose a start time.',
    );
    expect(stepProblem('template', complete({ templateId: null }))?.message).toBe(
      'Please choose a template.',
    );
  });

  it('lets the skippable steps go with nothing in them', () => {
    for (const kind of ['image', 'video', 'music', 'recipients'] as const)
      expect(stepProblem(kind, emptyDraft('UTC'))).toBeNull();
  });

  it('checks every detail on the preview, the first problem first', () => {
    expect(stepProblem('preview', complete())).toBeNull();
    expect(stepProblem('preview', complete({ location: '', startTime: '' }))?.field).toBe(
      'location',
    );
  });
});

describe('buildCreateInput', () => {
  it('builds events.create input with the guests and the browser time zone', () => {
    const built = buildCreateInput(complete({ recipients: [guest('a')], location: ' Hall ' }));
    expect(built).toMatchObject({
      ok: true,
      input: {
        title: 'Maya turns 7',
        location: 'Hall',
        timeZone: 'Asia/Kathmandu',
        eventDate: '2031-06-14',
        endTime: null,
        recipients: [{ name: 'Guest a', email: 'a@example.com', phone: null, source: 'wizard' }],
      },
    });
  });

  it('refuses a missing date, a time that does not parse and a strange reminder', () => {
    expect(buildCreateInput(complete({ eventDate: '' }))).toEqual({
      ok: false,
      message: 'Please select a valid event date.',
    });
    expect(buildCreateInput(complete({ startTime: '25:00' }))).toEqual({
      ok: false,
      message: 'Invalid event date or time. Please check your inputs.',
    });
    expect(buildCreateInput(complete({ reminderAll: '9y' as WizardDraft['reminderAll'] }))).toEqual(
      { ok: false, message: 'Invalid reminder date/time. Please check your inputs.' },
    );
  });

  it('takes a missing start time as midnight', () => {
    expect(buildCreateInput(complete({ startTime: '' })).ok).toBe(true);
  });
});

describe('buildUpdateInput', () => {
  it('sends the details and only the new guests, never the template', () => {
    const draft = complete({
      recipients: [guest('a'), guest('b')],
      savedRecipientKeys: ['a'],
    });
    const built = buildUpdateInput(draft, 'event-1');
    expect(built.ok && built.input).toMatchObject({ eventId: 'event-1', title: 'Maya turns 7' });
    expect(built.ok && built.input.recipients?.map((r) => r.name)).toEqual(['Guest b']);
    expect(built.ok && 'templateId' in built.input).toBe(false);
  });
});

describe('startingDraft', () => {
  const stored = complete({ title: 'Stored' });
  it('continues the stored draft when the address names a step', () => {
    expect(startingDraft({ stored, hasStep: true, editEventId: undefined })).toBe(stored);
    expect(startingDraft({ stored, hasStep: false, editEventId: undefined })?.title).toBe('');
  });

  it('in edit mode continues only a draft of the same event, else asks to load it', () => {
    const editing = { ...stored, eventId: 'e1' };
    expect(startingDraft({ stored: editing, hasStep: true, editEventId: 'e1' })).toBe(editing);
    expect(startingDraft({ stored: editing, hasStep: true, editEventId: 'e2' })).toBeNull();
    expect(startingDraft({ stored: editing, hasStep: false, editEventId: 'e1' })).toBeNull();
  });
});

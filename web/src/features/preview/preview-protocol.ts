import type { InvitationData } from '../player/invitation-data.ts';

/**
 * How a page opens the full preview of an invitation (docs/product.md, Pages, /preview-invitation).
 * The preview opens in its own tab, asks its opener for what to show and keeps the answer in
 * session storage, so reloading the tab plays it again without the opener.
 *
 * preview → opener  { type: 'partyreel:preview-request' }
 * opener → preview  { type: 'partyreel:preview-data', templateId, data }
 *
 * Both sides post to, and accept only from, their own origin, and only from the other window.
 */
export const PREVIEW_PATH = '/preview-invitation';
export const PREVIEW_REQUEST = 'partyreel:preview-request';
export const PREVIEW_DATA = 'partyreel:preview-data';
/** The session storage key of the preview a tab plays. */
export const PREVIEW_STORAGE_KEY = 'partyreel:preview';

/**
 * What a preview plays: a template, the invitation as buildCustomData made it, and the host's
 * message as guests will read it beside the invitation (absent: none).
 */
export interface PreviewPayload {
  templateId: string;
  data: InvitationData;
  hostMessage?: HostMessageView | undefined;
}

/** The host's message on the invitation: who wrote it, and their words. */
export interface HostMessageView {
  from: string;
  text: string;
}

export interface PreviewRequestMessage {
  type: typeof PREVIEW_REQUEST;
}

export interface PreviewDataMessage extends PreviewPayload {
  type: typeof PREVIEW_DATA;
}

const DATA_FIELDS = [
  'eventTitle',
  'address',
  'sTime',
  'eTime',
  'eventDate',
  'mainImageUrl',
  'eventVideoUrl',
  'musicId',
  'musicUrl',
  'musicName',
  'rsvp_n',
  'rsvp_y',
  'recipientName',
  'invitationId',
] as const satisfies readonly (keyof InvitationData)[];

/** Longest text any field may carry: a guard against a page posting something huge. */
const MAX_FIELD_LENGTH = 2000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The invitation in `value`, keeping only its known fields: each must be a string or null (a
 * missing one counts as null); anything else makes the whole value invalid.
 */
function parseInvitationData(value: unknown): InvitationData | null {
  if (!isRecord(value)) return null;
  const data: Partial<Record<keyof InvitationData, string | null>> = {};
  for (const field of DATA_FIELDS) {
    const fieldValue = value[field] ?? null;
    if (fieldValue !== null && typeof fieldValue !== 'string') return null;
    if (typeof fieldValue === 'string' && fieldValue.length > MAX_FIELD_LENGTH) return null;
    data[field] = fieldValue;
  }
  return data as InvitationData;
}

/** A host's message of two short strings, or undefined: anything else is dropped. */
function parseHostMessage(value: unknown): HostMessageView | undefined {
  if (!isRecord(value)) return undefined;
  const { from, text } = value;
  if (typeof from !== 'string' || typeof text !== 'string' || text.trim() === '') return undefined;
  if (from.length > MAX_FIELD_LENGTH || text.length > MAX_FIELD_LENGTH) return undefined;
  return { from, text };
}

/**
 * `{ templateId, data, hostMessage }` read from anything (a message, session storage), or null if
 * malformed.
 */
export function parsePreviewPayload(value: unknown): PreviewPayload | null {
  if (!isRecord(value)) return null;
  const { templateId } = value;
  if (typeof templateId !== 'string') return null;
  const id = templateId.trim();
  if (id === '' || id.length > 100) return null;
  const data = parseInvitationData(value.data);
  if (!data) return null;
  const hostMessage = parseHostMessage(value.hostMessage);
  return { templateId: id, data, ...(hostMessage ? { hostMessage } : {}) };
}

/** The opener's answer, validated; null for any other message. */
export function parsePreviewDataMessage(value: unknown): PreviewPayload | null {
  if (!isRecord(value) || value.type !== PREVIEW_DATA) return null;
  return parsePreviewPayload(value);
}

export function isPreviewRequest(value: unknown): value is PreviewRequestMessage {
  return isRecord(value) && value.type === PREVIEW_REQUEST;
}

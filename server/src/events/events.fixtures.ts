import type { Db } from '@partyreel/db';
import { uploads } from '@partyreel/db/schema';
import type { CreateEventInput } from '@partyreel/shared/events/event-input';
import { TEMPLATE_CATALOGUE } from '@partyreel/shared/templates/catalogue';

/** Test data for the events tests (not used by the app). */

let sequence = 0;

export const activeTemplateId = (): string => {
  const template = TEMPLATE_CATALOGUE.find((t) => t.isActive);
  if (!template) throw new Error('the catalogue has no active template');
  return template.id;
};

/** What the review step sends for a plain event, with `overrides`. */
export function createInput(overrides: Partial<CreateEventInput> = {}): CreateEventInput {
  return {
    title: `Birthday ${++sequence}`,
    location: '12 Party Lane',
    eventDate: '2027-03-14',
    startTime: '14:05',
    endTime: '17:30',
    timeZone: 'Asia/Kathmandu',
    templateId: activeTemplateId(),
    recipients: [],
    ...overrides,
  };
}

/** An upload row of `ownerId` (the file itself is not needed by these tests). */
export async function insertUpload(
  db: Db,
  ownerId: string,
  kind: 'image' | 'video' | 'audio',
): Promise<{ id: string; path: string }> {
  const n = ++sequence;
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId,
      kind,
      path: `events/${ownerId}/${Date.now()}_${kind}${n}.bin`,
      mimeType: { image: 'image/jpeg', video: 'video/mp4', audio: 'audio/mpeg' }[kind],
      bytes: 1000,
      originalName: `${kind}${n}.bin`,
    })
    .returning({ id: uploads.id, path: uploads.path });
  if (!row) throw new Error('upload not inserted');
  return row;
}

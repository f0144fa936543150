import type { Queryable } from '@partyreel/db/queryable';
import { uploads } from '@partyreel/db/schema';
import type { MusicChoice } from '@partyreel/shared/events/event-input';
import type { MediaView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { uploadUrl } from '@partyreel/shared/uploads/upload-url';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../errors/app-error.ts';
import { musicUrl, trackById } from '../music/music-catalogue.ts';

type UploadKind = (typeof uploads.$inferSelect)['kind'];

const invalidKindMessage: Record<UploadKind, string> = {
  image: messages.media.imageInvalid,
  video: messages.media.videoInvalid,
  audio: messages.media.audioInvalid,
};

export interface OwnedUpload {
  id: string;
  path: string;
  originalName: string | null;
}

/**
 * The upload `uploadId` when it belongs to `ownerId` and is of `kind`. Anything else (someone else's
 * file, a video given as the image, an id that does not exist) is refused with the media message.
 */
export async function ownedUpload(
  db: Queryable,
  scope: { ownerId: string; uploadId: string; kind: UploadKind },
): Promise<OwnedUpload> {
  const [found] = await db
    .select({ id: uploads.id, path: uploads.path, originalName: uploads.originalName })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, scope.uploadId),
        eq(uploads.ownerId, scope.ownerId),
        eq(uploads.kind, scope.kind),
      ),
    );
  if (!found) throw new AppError('BAD_REQUEST', invalidKindMessage[scope.kind]);
  return found;
}

/** The media columns of an event, as stored. */
export interface MusicColumns {
  musicId: string | null;
  musicUrl: string | null;
  musicName: string | null;
  musicUploadId: string | null;
}

const NO_MUSIC: MusicColumns = {
  musicId: null,
  musicUrl: null,
  musicName: null,
  musicUploadId: null,
};

/**
 * The song's columns, decided by the server: a catalogue track's address and name come from the
 * catalogue, an uploaded song's from its upload (which must be the caller's audio). A client never
 * chooses the address guests' browsers load.
 */
export async function resolveMusic(
  db: Queryable,
  ownerId: string,
  music: MusicChoice | null | undefined,
): Promise<MusicColumns> {
  if (!music) return NO_MUSIC;
  if (music.uploadId) {
    const upload = await ownedUpload(db, { ownerId, uploadId: music.uploadId, kind: 'audio' });
    return {
      musicId: music.id,
      musicUrl: uploadUrl(upload.path),
      musicName: music.name || upload.originalName || 'My song',
      musicUploadId: upload.id,
    };
  }
  const track = trackById(music.id);
  if (!track) throw new AppError('BAD_REQUEST', messages.generic.somethingWentWrong);
  return {
    musicId: track.id,
    musicUrl: musicUrl(track.id),
    musicName: track.name,
    musicUploadId: null,
  };
}

/** An event's image and video as the browser loads them (null when it has none or the file is gone). */
export async function mediaViews(
  db: Queryable,
  ids: { imageUploadId: string | null; videoUploadId: string | null },
): Promise<{ image: MediaView | null; video: MediaView | null }> {
  const view = async (id: string | null): Promise<MediaView | null> => {
    if (!id) return null;
    const [found] = await db.select({ path: uploads.path }).from(uploads).where(eq(uploads.id, id));
    return found ? { uploadId: id, url: uploadUrl(found.path) } : null;
  };
  return { image: await view(ids.imageUploadId), video: await view(ids.videoUploadId) };
}

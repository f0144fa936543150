export type MediaKind = 'image' | 'video' | 'audio';

/** A file the host uploaded: the server's upload id and where the browser loads it. */
export interface UploadedMedia {
  uploadId: string;
  kind: MediaKind;
  /** /media/uploads/… */
  url: string;
  /** The sanitised file name, shown to the host. */
  name: string;
  /** Videos and songs: the length the server measured. */
  durationMs: number | null;
}

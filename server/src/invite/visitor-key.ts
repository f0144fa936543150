import { createHash } from 'node:crypto';

/**
 * What is stored for a guest's browser on a share link: a hash of its random id with the link's id,
 * so the stored value says nothing about the browser and differs from link to link.
 */
export function visitorKey(shareLinkId: string, visitorId: string): string {
  return createHash('sha256').update(`${shareLinkId}:${visitorId}`).digest('base64url');
}

import { createHash } from 'node:crypto';

/**
 * What is stored for a guest's browser on a share link: a hash of its random id with the link's
 * code, so the stored value says nothing about the browser and differs from link to link.
 */
export function visitorKey(linkCode: string, visitorId: string): string {
  return createHash('sha256').update(`${linkCode}:${visitorId}`).digest('base64url');
}

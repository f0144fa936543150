/** Where a template's generated thumbnail is served (server/src/templates/thumbnail-route.ts). */
export function thumbnailPath(templateId: string): string {
  return `/media/thumbnails/${encodeURIComponent(templateId)}.svg`;
}

import type { SceneLayout, TemplateVariant } from '@partyreel/shared/templates/template-types';
import { type APIRequestContext, expect } from '@playwright/test';

/** A template as templates.list sends it, as far as the journeys read it. */
export interface ListedTemplate {
  id: string;
  name: string;
  variant: TemplateVariant;
  layout: SceneLayout;
}

/** The active templates, from GET /trpc/templates.list (tRPC's `{ result: { data } }`). */
export async function listTemplates(request: APIRequestContext): Promise<ListedTemplate[]> {
  const response = await request.get('/trpc/templates.list');
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { result: { data: ListedTemplate[] } };
  return body.result.data;
}

/** The first scene template of a layout (the catalogue has several of each). */
export function sceneTemplate(templates: ListedTemplate[], layout: SceneLayout): ListedTemplate {
  const found = templates.find((t) => t.variant === 'scene' && t.layout === layout);
  if (!found) throw new Error(`templates.list has no scene template with the ${layout} layout`);
  return found;
}

export function templateOfVariant(
  templates: ListedTemplate[],
  variant: TemplateVariant,
): ListedTemplate {
  const found = templates.find((t) => t.variant === variant);
  if (!found) throw new Error(`templates.list has no ${variant} template`);
  return found;
}

/** The first track offered with a template (music.forTemplate), as an event's music choice. */
export async function firstTrackOf(
  request: APIRequestContext,
  templateId: string,
): Promise<{ id: string; name: string }> {
  const input = encodeURIComponent(JSON.stringify({ templateId }));
  const response = await request.get(`/trpc/music.forTemplate?input=${input}`);
  expect(response.ok(), await response.text()).toBe(true);
  const tracks = ((await response.json()) as { result: { data: { id: string; name: string }[] } })
    .result.data;
  const [track] = tracks;
  if (!track) throw new Error(`no music is offered with the template ${templateId}`);
  return { id: track.id, name: track.name };
}

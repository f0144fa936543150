import type { Db } from '@partyreel/db';
import { templates } from '@partyreel/db/schema';
import {
  type Motif,
  SCENE_LAYOUTS,
  type SceneLayout,
  type TemplateDefinition,
} from '@partyreel/shared/templates/template-types';
import { thumbnailPath } from '@partyreel/shared/templates/thumbnail-path';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * What the template picker and the player get for one template: its catalogue definition as the
 * table holds it.
 */
export interface TemplateSummary
  extends Omit<TemplateDefinition, 'musicTheme' | 'isActive' | 'bundle'> {
  musicTheme: string | null;
  /** Fancy templates only: the sandboxed bundle's addresses (load them with ?v=version). */
  bundle: { css: string; js: string } | null;
}

const hex = z.string().regex(/^#[0-9a-fA-F]{3,8}$/);
/** The `design` column as seeded from the catalogue (see seed-templates.ts). */
const designSchema = z.object({
  palette: z.object({ background: hex, surface: hex, primary: hex, accent: hex, text: hex }),
  fonts: z.object({ display: z.string(), body: z.string() }),
  motifs: z.array(z.string()),
});

type TemplateRow = typeof templates.$inferSelect;

function toSummary(row: TemplateRow): TemplateSummary {
  const design = designSchema.parse(row.design);
  const layout = (SCENE_LAYOUTS as readonly string[]).includes(row.layout)
    ? (row.layout as SceneLayout)
    : 'envelope';
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    theme: row.theme,
    searchTerms: row.searchTerms
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    thumbnail: row.thumbnail ?? thumbnailPath(row.id),
    variant: row.variant,
    layout,
    musicTheme: row.musicTheme,
    version: row.version,
    palette: design.palette,
    fonts: design.fonts,
    motifs: design.motifs as Motif[],
    bundle: row.bundleCss && row.bundleJs ? { css: row.bundleCss, js: row.bundleJs } : null,
  };
}

/** The active templates, by name (byte order, so every database sorts them alike). */
export async function listActiveTemplates(db: Db): Promise<TemplateSummary[]> {
  const rows = await db
    .select()
    .from(templates)
    .where(eq(templates.isActive, true))
    .orderBy(sql`${templates.name} collate "C"`, templates.id);
  return rows.map(toSummary);
}

/** One active template, or null when there is none with that id or it is no longer offered. */
export async function findActiveTemplate(db: Db, id: string): Promise<TemplateSummary | null> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.isActive, true)))
    .limit(1);
  return row ? toSummary(row) : null;
}

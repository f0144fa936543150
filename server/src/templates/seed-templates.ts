import type { Db } from '@partyreel/db';
import { templates } from '@partyreel/db/schema';
import { TEMPLATE_CATALOGUE } from '@partyreel/shared/templates/catalogue';
import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { and, eq, notInArray, sql } from 'drizzle-orm';

/** The columns the catalogue owns; `animation` and the timestamps are left alone. */
const SEEDED_COLUMNS = [
  'slug',
  'name',
  'description',
  'theme',
  'search_terms',
  'thumbnail',
  'is_active',
  'variant',
  'layout',
  'music_theme',
  'bundle_css',
  'bundle_js',
  'design',
  'version',
] as const;

/** A catalogue entry as a row of the templates table: palette, fonts and motifs go in `design`. */
export function templateRow(t: TemplateDefinition): typeof templates.$inferInsert {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    description: t.description,
    theme: t.theme,
    searchTerms: t.searchTerms.join(', '),
    thumbnail: t.thumbnail,
    isActive: t.isActive,
    variant: t.variant,
    layout: t.layout,
    musicTheme: t.musicTheme,
    bundleCss: t.bundle?.css ?? null,
    bundleJs: t.bundle?.js ?? null,
    design: { palette: t.palette, fonts: t.fonts, motifs: t.motifs },
    version: t.version,
  };
}

/**
 * Makes the templates table match the catalogue: inserts new templates, updates changed ones
 * (a row that already matches is not touched, so its updated_at keeps its meaning), and
 * deactivates rows the catalogue no longer has. Rows are never deleted: events refer to them.
 * Safe to run at every start-up and from several instances at once.
 */
export async function seedTemplates(
  db: Db,
  catalogue: readonly TemplateDefinition[] = TEMPLATE_CATALOGUE,
): Promise<{ changed: number; deactivated: number }> {
  const rows = catalogue.map(templateRow);
  const current = sql.raw(SEEDED_COLUMNS.map((c) => `"templates"."${c}"`).join(', '));
  const proposed = sql.raw(SEEDED_COLUMNS.map((c) => `excluded."${c}"`).join(', '));
  const set = Object.fromEntries(
    SEEDED_COLUMNS.map((c) => [c, sql.raw(`excluded."${c}"`)]),
  ) as Record<(typeof SEEDED_COLUMNS)[number], ReturnType<typeof sql.raw>>;

  return db.transaction(async (tx) => {
    // Instances starting together on a fresh database would insert the same rows at once, and
    // ON CONFLICT arbitrates only the id: the second insert then fails on the unique slug. One
    // seed at a time; the next one finds every row in place and changes nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('seed-templates', 0))`);
    const changed =
      rows.length === 0
        ? []
        : await tx
            .insert(templates)
            .values(rows)
            .onConflictDoUpdate({
              target: templates.id,
              set: {
                slug: set.slug,
                name: set.name,
                description: set.description,
                theme: set.theme,
                searchTerms: set.search_terms,
                thumbnail: set.thumbnail,
                isActive: set.is_active,
                variant: set.variant,
                layout: set.layout,
                musicTheme: set.music_theme,
                bundleCss: set.bundle_css,
                bundleJs: set.bundle_js,
                design: set.design,
                version: set.version,
                updatedAt: sql`now()`,
              },
              setWhere: sql`(${current}) is distinct from (${proposed})`,
            })
            .returning({ id: templates.id });
    const ids = rows.map((r) => r.id);
    const gone = and(
      eq(templates.isActive, true),
      ids.length > 0 ? notInArray(templates.id, ids) : undefined,
    );
    const deactivated = await tx
      .update(templates)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(gone)
      .returning({ id: templates.id });
    return { changed: changed.length, deactivated: deactivated.length };
  });
}

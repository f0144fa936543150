import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const templateVariant = pgEnum('template_variant', ['scene', 'fancy', 'teaser']);

/**
 * The template catalogue lives in shared/; this table is its seeded copy (docs/architecture.md, The
 * player).
 */
export const templates = pgTable(
  'templates',
  {
    /** Stable catalogue id, used in URLs and in the music key 'template-{id}'. */
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    theme: text('theme').notNull(),
    searchTerms: text('search_terms').notNull().default(''),
    thumbnail: text('thumbnail'),
    isActive: boolean('is_active').notNull().default(true),
    variant: templateVariant('variant').notNull().default('scene'),
    layout: text('layout').notNull().default('envelope'),
    musicTheme: text('music_theme'),
    bundleCss: text('bundle_css'),
    bundleJs: text('bundle_js'),
    /** Palette, fonts, motifs and scene settings. */
    design: jsonb('design').notNull().default({}),
    animation: jsonb('animation'),
    version: integer('version').notNull().default(1),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('templates_slug_key').on(t.slug),
    index('templates_active_idx').on(t.isActive, t.name),
  ],
);

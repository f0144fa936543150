import { templates } from '@partyreel/db/schema';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { messages } from '@partyreel/shared/messages';
import { TEMPLATE_CATALOGUE } from '@partyreel/shared/templates/catalogue';
import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../context.ts';
import { createCallerFactory, router } from '../trpc.ts';
import { seedTemplates, templateRow } from './seed-templates.ts';
import { templatesRouter } from './templates.router.ts';

let database: TestDatabase;
const db = () => database.handle.db;
/** The procedures as the app will mount them, called with the one service they use. */
const caller = () =>
  createCallerFactory(router({ templates: templatesRouter }))({ db: db() } as unknown as Context);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTemplates(db());
});
afterAll(() => database.destroy());
// Tests that change the catalogue put the real one back.
afterEach(() => seedTemplates(db()));

async function row(id: string) {
  const [found] = await db().select().from(templates).where(eq(templates.id, id));
  return found;
}

async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

const candy = TEMPLATE_CATALOGUE.find((t) => t.id === 'candy-land-dash') as TemplateDefinition;
const fancy = TEMPLATE_CATALOGUE.find((t) => t.variant === 'fancy') as TemplateDefinition;

describe('seedTemplates', () => {
  it('stores every catalogue template, active, with its design', async () => {
    const rows = await db().select().from(templates);
    expect(rows).toHaveLength(TEMPLATE_CATALOGUE.length);
    expect(await row(candy.id)).toMatchObject({
      ...templateRow(candy),
      searchTerms: 'sweets, lollipop, gumdrop, candyland, sugar, birthday',
      thumbnail: '/media/thumbnails/candy-land-dash.svg',
      isActive: true,
      design: { palette: candy.palette, fonts: candy.fonts, motifs: candy.motifs },
    });
    expect(await row(fancy.id)).toMatchObject({
      variant: 'fancy',
      bundleCss: `/fancy/${fancy.id}/bundle.css`,
      bundleJs: `/fancy/${fancy.id}/bundle.js`,
    });
  });

  it('changes nothing when run again, not even updated_at', async () => {
    const before = await db().select().from(templates).orderBy(templates.id);
    expect(await seedTemplates(db())).toEqual({ changed: 0, deactivated: 0 });
    expect(await db().select().from(templates).orderBy(templates.id)).toEqual(before);
  });

  it('two instances seeding at once agree', async () => {
    const results = await Promise.all([seedTemplates(db()), seedTemplates(db())]);
    expect(results).toEqual([
      { changed: 0, deactivated: 0 },
      { changed: 0, deactivated: 0 },
    ]);
    expect(await db().select().from(templates)).toHaveLength(TEMPLATE_CATALOGUE.length);
  });

  it('two instances seeding an empty table at once store each template once', async () => {
    await db().delete(templates);
    // In opposite orders, so that each would reach rows the other has written but not committed.
    const reversed = [...TEMPLATE_CATALOGUE].reverse();
    const results = await Promise.all([seedTemplates(db()), seedTemplates(db(), reversed)]);
    expect(results.map((r) => r.changed).sort((a, b) => a - b)).toEqual([
      0,
      TEMPLATE_CATALOGUE.length,
    ]);
    expect(await db().select().from(templates)).toHaveLength(TEMPLATE_CATALOGUE.length);
  });

  it('updates a template whose look changed, and only that one', async () => {
    const before = await row(candy.id);
    const restyled = TEMPLATE_CATALOGUE.map((t) =>
      t.id === candy.id
        ? {
            ...t,
            name: 'Candy Land Dash Deluxe',
            version: 2,
            palette: { ...t.palette, accent: '#00897b' },
          }
        : t,
    );
    expect(await seedTemplates(db(), restyled)).toEqual({ changed: 1, deactivated: 0 });
    const after = await row(candy.id);
    expect(after).toMatchObject({ name: 'Candy Land Dash Deluxe', version: 2 });
    expect(after?.design).toMatchObject({ palette: { accent: '#00897b' } });
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    expect(after?.createdAt).toEqual(before?.createdAt);
  });

  it('deactivates, never deletes, a template the catalogue dropped, and revives it when it returns', async () => {
    const without = TEMPLATE_CATALOGUE.filter((t) => t.id !== candy.id);
    expect(await seedTemplates(db(), without)).toEqual({ changed: 0, deactivated: 1 });
    expect(await row(candy.id)).toMatchObject({ isActive: false, name: candy.name });
    expect(await seedTemplates(db(), without)).toEqual({ changed: 0, deactivated: 0 });

    expect(await seedTemplates(db())).toEqual({ changed: 1, deactivated: 0 });
    expect(await row(candy.id)).toMatchObject({ isActive: true });
  });
});

describe('templates.list', () => {
  it('lists every active template by name, with what the picker and the player need', async () => {
    const list = await caller().templates.list();
    expect(list).toHaveLength(TEMPLATE_CATALOGUE.filter((t) => t.isActive).length);
    const names = list.map((t) => t.name);
    expect(names).toEqual([...names].sort());
    expect(list.find((t) => t.id === candy.id)).toEqual({
      id: candy.id,
      slug: candy.slug,
      name: candy.name,
      description: candy.description,
      theme: 'candy',
      searchTerms: candy.searchTerms,
      thumbnail: '/media/thumbnails/candy-land-dash.svg',
      variant: 'scene',
      layout: candy.layout,
      musicTheme: 'candy',
      version: 1,
      palette: candy.palette,
      fonts: candy.fonts,
      motifs: candy.motifs,
      bundle: null,
    });
    expect(list.find((t) => t.id === fancy.id)?.bundle).toEqual(fancy.bundle);
    expect(list.find((t) => t.variant === 'teaser')).toMatchObject({
      name: 'Haunted Manor',
      theme: 'halloween',
    });
  });

  it('leaves out a template that is no longer active', async () => {
    await seedTemplates(
      db(),
      TEMPLATE_CATALOGUE.filter((t) => t.id !== candy.id),
    );
    const ids = (await caller().templates.list()).map((t) => t.id);
    expect(ids).not.toContain(candy.id);
    expect(ids).toHaveLength(TEMPLATE_CATALOGUE.length - 1);
  });
});

describe('templates.byId', () => {
  it('answers one active template', async () => {
    await expect(caller().templates.byId({ id: fancy.id })).resolves.toMatchObject({
      id: fancy.id,
      name: fancy.name,
      variant: 'fancy',
      bundle: fancy.bundle,
      palette: fancy.palette,
    });
  });

  it('answers NOT_FOUND for an id that does not exist', async () => {
    const error = await failure(caller().templates.byId({ id: 'no-such-template' }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe(messages.guest.templateNotFound);
  });

  it('answers NOT_FOUND for a retired template', async () => {
    await seedTemplates(
      db(),
      TEMPLATE_CATALOGUE.filter((t) => t.id !== candy.id),
    );
    expect((await failure(caller().templates.byId({ id: candy.id }))).code).toBe('NOT_FOUND');
  });

  it.each([{ id: '' }, { id: 'x'.repeat(101) }, { id: 42 }, {}])(
    'answers BAD_REQUEST to %j',
    async (input) => {
      const error = await failure(caller().templates.byId(input as { id: string }));
      expect(error.code).toBe('BAD_REQUEST');
    },
  );
});

import { isUuid } from '@partyreel/shared/ids/uuid';
import fc from 'fast-check';
import { z } from 'zod';
import { anyJson, EDGE_NUMBERS, HUGE_STRINGS, NASTY_STRINGS } from './nasty-values.ts';

/**
 * fast-check arbitraries for the inputs of the app's procedures: arbitrary JSON, and values derived
 * from each procedure's zod schema (through its JSON Schema: `z.toJSONSchema`) where every field is
 * now a valid-looking value, now an edge case, now the wrong type. No library derives arbitraries
 * from zod 4 schemas (zod-fast-check supports zod 3 and fast-check 3 only), hence this walker.
 * Inputs travel as JSON, so NaN and ±Infinity arrive as null and `undefined` keys vanish.
 */

/** The JSON Schema keywords `z.toJSONSchema` produces for our input schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The kinds of things an input names by id or code. */
export type IdKind = 'event' | 'invitation' | 'code' | 'answer' | 'contact' | 'template';

/** Ids and strings a caller might pick from the world. */
export interface Pools {
  /** The caller's own things of each kind (for a visitor, the things of the host they visit). */
  own: Record<IdKind, readonly string[]>;
  /** Every id and code there is: another host's things, and well-formed ids of nothing. */
  any: readonly string[];
  /** Other strings worth trying where any string goes (a real password, a real e-mail). */
  strings: readonly string[];
}

/** The JSON Schema of a procedure's input (its schemas merged as tRPC merges them). */
export function inputJsonSchema(inputs: readonly z.ZodType[]): JsonSchema | undefined {
  if (inputs.length === 0) return undefined;
  const [first, ...rest] = inputs as [z.ZodType, ...z.ZodType[]];
  const merged = rest.reduce<z.ZodType>((a, b) => z.intersection(a, b), first);
  return z.toJSONSchema(merged, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The kinds of thing a field names, by the field's name (an array's items go by the array's). */
const ID_FIELDS: [RegExp, IdKind[]][] = [
  [/^eventId$/, ['event']],
  [/^invitationIds?$/, ['invitation']],
  [/^code$/, ['code']],
  [/^answerId$/, ['answer']],
  [/^templateId$/, ['template']],
  [/^id$/, ['contact', 'template']],
  [/(Id|Ids|^token)$/, []],
];
const TIME_ZONES = [
  'UTC',
  'Europe/Lisbon',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Pacific/Kiritimati',
  'Etc/GMT+12',
];

/**
 * How an object's fields are made: every one valid-looking ('valid'), or each now valid-looking,
 * now an edge case, now the wrong type ('mixed').
 */
type Mode = 'valid' | 'mixed';

/** Where in an input a value is made: the pools it draws from, how deep, in which mode. */
interface Walk {
  pools: Pools;
  depth: number;
  mode: Mode;
}

/** The top of an input, in `mode`. */
const top = (pools: Pools, mode: Mode): Walk => ({ pools, depth: 0, mode });

/** One level down (an array's items, an object's fields). */
const deeper = (walk: Walk): Walk => ({ ...walk, depth: walk.depth + 1 });

/** A valid-looking value of `schema`, the field called `name`. */
function validValue(schema: JsonSchema, name: string, walk: Walk): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    // A nullable field is mostly given (null is one easy case).
    return fc.oneof(
      ...union.map((s) => ({
        weight: s.type === 'null' ? 1 : 3,
        arbitrary: fieldValue(s, name, walk),
      })),
    );
  }
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], name, walk);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validString(schema, name, walk.pools);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000;
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fieldValue(schema.items ?? {}, name, deeper(walk)), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object':
      return objectValue(schema, walk);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<string> {
  const kinds = ID_FIELDS.find(([pattern]) => pattern.test(name))?.[1];
  if (kinds || schema.format === 'uuid') {
    const own = (kinds ?? []).flatMap((kind) => pools.own[kind]);
    return fc.oneof(
      ...(own.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom(...own) }] : []),
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          ...(schema.format === 'uuid' ? pools.any.filter(isUuid) : pools.any),
        ),
      },
      { weight: 1, arbitrary: fc.uuid() },
    );
  }
  const choices: fc.Arbitrary<string>[] = [];
  if (/email/i.test(name)) {
    const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    const tld = fc.constantFrom('com', 'org', 'example');
    choices.push(
      fc.tuple(word, word, tld).map(([local, domain, top]) => `${local}@${domain}.${top}`),
      fc.emailAddress(),
      fc.constantFrom(...pools.strings),
    );
  }
  if (/password/i.test(name)) choices.push(fc.constantFrom(...pools.strings));
  if (/phone/i.test(name))
    choices.push(fc.stringMatching(/^\+?\d{1,3}[ -]?\(?\d{3}\)?[ -]?\d{3,4}$/));
  if (/^(name|title|displayName)$/.test(name))
    choices.push(fc.stringMatching(/^[A-Z][a-z]{1,10}( [A-Z][a-z]{1,10}){0,2}$/));
  if (/timeZone/i.test(name)) return fc.constantFrom(...TIME_ZONES);
  if (/date/i.test(name)) {
    return fc
      .date({ min: new Date('1890-01-01'), max: new Date('2210-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    choices.push(fc.stringMatching(new RegExp(schema.pattern)));
  } else {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
    choices.push(
      fc.string({ minLength, maxLength }),
      fc.string({ minLength, maxLength, unit: 'grapheme' }),
    );
  }
  return fc.oneof(...choices);
}

/** Edge cases for a field of `schema`: at and past its limits, nasty strings, edge numbers. */
function edgeValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [...EDGE_NUMBERS, ...NASTY_STRINGS];
  const { minLength, maxLength, minimum, maximum, maxItems } = schema;
  if (maxLength !== undefined) edges.push('a'.repeat(maxLength), 'a'.repeat(maxLength + 1));
  if (maxLength !== undefined) edges.push(` ${'a'.repeat(maxLength)} `, '💥'.repeat(maxLength));
  if (minLength) edges.push('a'.repeat(minLength - 1), ' '.repeat(minLength));
  if (minimum !== undefined) edges.push(minimum, minimum - 1, minimum - 0.5);
  if (maximum !== undefined) edges.push(maximum, maximum + 1, maximum + 0.5);
  if (maxItems !== undefined) {
    const item = schema.items?.type === 'object' ? {} : '00000000-0000-0000-0000-000000000000';
    edges.push(Array(maxItems + 1).fill(item));
  }
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...edges) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  );
}

/** The wrong type altogether. */
const wrongType = () =>
  fc.oneof(
    fc.constantFrom<unknown>(null, true, 0, -1, '', [], {}, ['a'], { $gt: '' }),
    fc.jsonValue({ maxDepth: 2 }),
  );

/** An edge case or the wrong type, for a field of `schema`. */
const offValue = (schema: JsonSchema) =>
  fc.oneof({ weight: 2, arbitrary: edgeValue(schema) }, { weight: 1, arbitrary: wrongType() });

/** A field's value: valid-looking, or (mixed) often an edge case and sometimes the wrong type. */
function fieldValue(schema: JsonSchema, name: string, walk: Walk): fc.Arbitrary<unknown> {
  if (walk.depth > 4) return fc.constant(null);
  const valid = validValue(schema, name, walk);
  if (walk.mode === 'valid') return valid;
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: offValue(schema) });
}

function objectValue(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, fieldValue(s, key, deeper(walk))]),
  );
  // A field named confirmX says X again (nine times in ten).
  const confirmations = Object.keys(properties).flatMap((key) => {
    const what = /^confirm(.+)$/.exec(key)?.[1]?.toLowerCase();
    const others = Object.keys(properties).filter(
      (k) => k !== key && k.toLowerCase().endsWith(what ?? '-'),
    );
    const original = others.find((k) => k.startsWith('new')) ?? others[0];
    return what && original ? [[key, original] as const] : [];
  });
  const record = fc
    .tuple(fc.record(fields, { requiredKeys: required }), fc.nat(9))
    .map(([value, roll]) => {
      const out: Record<string, unknown> = { ...value };
      for (const [key, original] of confirmations) if (roll > 0) out[key] = out[original];
      return out;
    });
  if (walk.mode === 'valid') return record;
  return fc
    .tuple(
      record,
      // One time in eight a required key is dropped; one in four, unknown keys come along.
      fc.oneof(
        { weight: 7, arbitrary: fc.constant(undefined) },
        { weight: required.length > 0 ? 1 : 0, arbitrary: fc.constantFrom(...required, '') },
      ),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.dictionary(
            fc.constantFrom(...NASTY_STRINGS, 'extra', 'userId'),
            anyJson(),
            {
              maxKeys: 2,
            },
          ),
        },
      ),
    )
    .map(([value, dropped, extra]) => {
      const out: Record<string, unknown> = { ...extra, ...value };
      if (dropped) delete out[dropped];
      return out;
    });
}

/** A valid-looking object with one field (at the top) an edge case or the wrong type. */
function oneOff(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema.properties ?? {});
  const valid = validValue(schema, '', top(pools, 'valid'));
  if (entries.length === 0) return valid;
  const off = fc.oneof(
    ...entries.map(([key, s]) => offValue(s).map((value) => [key, value] as const)),
  );
  return fc.tuple(valid, off).map(([value, [key, v]]) => ({ ...(value as object), [key]: v }));
}

/**
 * The inputs to try on a procedure: derived from its schema (all valid-looking; valid-looking but
 * one field; every field a mix; the whole object an array or a string), arbitrary JSON, and no
 * input at all. A procedure with no input schema gets the JSON ones.
 */
export function procedureInput(
  schema: JsonSchema | undefined,
  pools: Pools,
): fc.Arbitrary<unknown> {
  const noInput = fc.constant(undefined);
  if (!schema)
    return fc.oneof({ weight: 1, arbitrary: noInput }, { weight: 4, arbitrary: anyJson() });
  const valid = validValue(schema, '', top(pools, 'valid'));
  const mixed = validValue(schema, '', top(pools, 'mixed'));
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 4, arbitrary: oneOff(schema, pools) },
    { weight: 4, arbitrary: mixed },
    // An array or a string where the object goes, or the object wrapped.
    {
      weight: 1,
      arbitrary: mixed.map((v) => (v && typeof v === 'object' ? Object.values(v) : [v])),
    },
    { weight: 1, arbitrary: mixed.map((v) => [v]) },
    { weight: 1, arbitrary: valid.map((v) => JSON.stringify(v)) },
    { weight: 3, arbitrary: anyJson() },
    { weight: 1, arbitrary: noInput },
  );
}

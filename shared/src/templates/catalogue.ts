import { ACTIVE_PLAY_TEMPLATES } from './catalogue/active-play.ts';
import { ADVENTURE_TEMPLATES } from './catalogue/adventures.ts';
import { ROYAL_AND_MAGIC_TEMPLATES } from './catalogue/royal-and-magic.ts';
import { SCREENS_AND_HEROES_TEMPLATES } from './catalogue/screens-and-heroes.ts';
import { SEASONS_AND_CELEBRATIONS_TEMPLATES } from './catalogue/seasons-and-celebrations.ts';
import { SPECIAL_VARIANT_TEMPLATES } from './catalogue/special-variants.ts';
import { SPORTS_TEMPLATES } from './catalogue/sports.ts';
import { STUDIO_AND_LAB_TEMPLATES } from './catalogue/studio-and-lab.ts';
import { SWEET_TREAT_TEMPLATES } from './catalogue/sweet-treats.ts';
import { WHEELS_AND_BUILDERS_TEMPLATES } from './catalogue/wheels-and-builders.ts';
import type { TemplateDefinition } from './template-types.ts';

/**
 * Every template PartyReel offers (docs/architecture.md, The player). The server seeds the
 * `templates` table from this list at start-up; a template removed from here is deactivated there,
 * never deleted (events keep it).
 */
export const TEMPLATE_CATALOGUE: readonly TemplateDefinition[] = [
  ...SWEET_TREAT_TEMPLATES,
  ...ROYAL_AND_MAGIC_TEMPLATES,
  ...WHEELS_AND_BUILDERS_TEMPLATES,
  ...SPORTS_TEMPLATES,
  ...ACTIVE_PLAY_TEMPLATES,
  ...ADVENTURE_TEMPLATES,
  ...SCREENS_AND_HEROES_TEMPLATES,
  ...STUDIO_AND_LAB_TEMPLATES,
  ...SEASONS_AND_CELEBRATIONS_TEMPLATES,
  ...SPECIAL_VARIANT_TEMPLATES,
];

const BY_ID = new Map(TEMPLATE_CATALOGUE.map((t) => [t.id, t]));

/** The catalogue entry with this id, active or not. */
export function templateById(id: string): TemplateDefinition | undefined {
  return BY_ID.get(id);
}

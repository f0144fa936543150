import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATALOGUE } from './catalogue.ts';
import { searchTemplates } from './search.ts';

const list = [
  { id: 'a', name: 'Candy Land Dash', description: 'A gumdrop path.', searchTerms: ['sweets'] },
  { id: 'b', name: 'Blast Off', description: 'A rocket to the Moon.', searchTerms: ['nasa'] },
  { id: 'c', name: 'Piñata Party', description: 'Swing and smash.', searchTerms: ['fiesta'] },
];
const ids = (found: { id: string }[]) => found.map((t) => t.id);

describe('searchTemplates', () => {
  it('matches the name, the description and the search terms, in any letter case', () => {
    expect(ids(searchTemplates(list, 'CANDY'))).toEqual(['a']);
    expect(ids(searchTemplates(list, 'rocket'))).toEqual(['b']);
    expect(ids(searchTemplates(list, 'NaSa'))).toEqual(['b']);
  });

  it('matches part of a word', () => {
    expect(ids(searchTemplates(list, 'gumd'))).toEqual(['a']);
  });

  it('needs every word of the term, wherever each one is', () => {
    expect(ids(searchTemplates(list, 'blast moon'))).toEqual(['b']);
    expect(ids(searchTemplates(list, 'blast candy'))).toEqual([]);
  });

  it('ignores accents', () => {
    expect(ids(searchTemplates(list, 'pinata'))).toEqual(['c']);
    expect(ids(searchTemplates(list, 'PIÑATA'))).toEqual(['c']);
  });

  it('keeps every template, in order, for a blank term', () => {
    expect(ids(searchTemplates(list, '   '))).toEqual(['a', 'b', 'c']);
  });

  it('finds nothing for a term nothing contains', () => {
    expect(searchTemplates(list, 'zzz')).toEqual([]);
  });

  it('finds the catalogue’s templates by theme words a host would type', () => {
    const names = (term: string) => searchTemplates(TEMPLATE_CATALOGUE, term).map((t) => t.name);
    expect(names('dinosaur')).toEqual(
      expect.arrayContaining(['Dino Stomp Expedition', 'Roar-Some Dino Dig']),
    );
    expect(names('hanukkah')).toEqual(
      expect.arrayContaining(['Festival of Lights', 'Latkes & Dreidels']),
    );
    expect(names('wizard')).toContain('Wizarding School Letter');
    expect(names('halloween')).toContain('Haunted Manor');
  });
});

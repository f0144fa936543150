import { messages } from '@partyreel/shared/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TemplatePicker } from './template-picker.tsx';
import type { PickableTemplate } from './template-summary.ts';

afterEach(cleanup);

function template(id: string, name: string, description: string, searchTerms: string[] = []) {
  return { id, name, description, searchTerms, thumbnail: `/media/thumbnails/${id}.svg` };
}

const templates: PickableTemplate[] = [
  template('spooky', 'Spooky Moonlight Bash', 'Bats circle a full moon over a haunted house.', [
    'halloween',
  ]),
  template('dino', 'Dino Stomp Expedition', 'Giant footprints lead to a volcano party.'),
  template('pinata', 'Piñata Fiesta', 'Paper flags and a candy-packed surprise.'),
];

/** A card button, by its template's name (what its accessible name starts with). */
const card = (name: string) =>
  screen.getByRole('button', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
  });
const shownNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.querySelector('.font-display')?.textContent);

describe('TemplatePicker', () => {
  it('shows each template as a card with its lazy, sized thumbnail, name and description', () => {
    render(<TemplatePicker templates={templates} selectedId={null} onSelect={() => {}} />);
    // Decorative: the name is written under it, so the picture does not say it twice.
    const image = card('Dino Stomp Expedition').querySelector('img');
    if (!image) throw new Error('no thumbnail');
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('src')).toBe('/media/thumbnails/dino.svg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('height')).toBe('200');
    expect(card('Dino Stomp Expedition').textContent).toContain('volcano party');
    expect(shownNames()).toHaveLength(3);
  });

  it('filters by name, by description and by search term, ignoring case and accents', async () => {
    const user = userEvent.setup();
    render(<TemplatePicker templates={templates} selectedId={null} onSelect={() => {}} />);
    const search = screen.getByLabelText('Search templates');

    await user.type(search, 'DINO');
    expect(shownNames()).toEqual(['Dino Stomp Expedition']);

    await user.clear(search);
    await user.type(search, 'haunted house');
    expect(shownNames()).toEqual(['Spooky Moonlight Bash']);

    await user.clear(search);
    await user.type(search, 'halloween');
    expect(shownNames()).toEqual(['Spooky Moonlight Bash']);

    await user.clear(search);
    await user.type(search, 'pinata');
    expect(shownNames()).toEqual(['Piñata Fiesta']);
  });

  it('starts from the initial search and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(
      <TemplatePicker
        templates={templates}
        selectedId={null}
        onSelect={() => {}}
        initialSearch="mermaid"
      />,
    );
    expect((screen.getByLabelText('Search templates') as HTMLInputElement).value).toBe('mermaid');
    expect(screen.getByText('No templates match "mermaid"')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all templates' }));
    expect(shownNames()).toHaveLength(3);
  });

  it('marks the selected template and hands a clicked one to onSelect', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<TemplatePicker templates={templates} selectedId="dino" onSelect={onSelect} />);

    expect(card('Dino Stomp Expedition').getAttribute('aria-pressed')).toBe('true');
    expect(
      within(card('Dino Stomp Expedition')).getByText(messages.templatePicker.selected),
    ).toBeInTheDocument();
    expect(card('Piñata Fiesta').getAttribute('aria-pressed')).toBe('false');
    expect(
      within(card('Piñata Fiesta')).queryByText(messages.templatePicker.selected),
    ).not.toBeInTheDocument();

    await user.click(card('Piñata Fiesta'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(templates[2]);
  });

  it('locks every other template in edit mode, saying why, and refuses to choose one', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<TemplatePicker templates={templates} selectedId="dino" onSelect={onSelect} locked />);

    for (const name of ['Spooky Moonlight Bash', 'Piñata Fiesta']) {
      const locked = card(name);
      expect(locked.getAttribute('aria-disabled')).toBe('true');
      expect(within(locked).getByText(messages.templatePicker.locked)).toBeInTheDocument();
      expect(within(locked).getByText(messages.templatePicker.lockedHint)).toBeInTheDocument();
      await user.click(locked);
    }
    const chosen = card('Dino Stomp Expedition');
    expect(chosen.getAttribute('aria-disabled')).toBeNull();
    expect(within(chosen).queryByText(messages.templatePicker.locked)).not.toBeInTheDocument();
    expect(within(chosen).getByText(messages.templatePicker.selected)).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });
});

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface CardTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The responses and sharing card: a tab list (arrow keys, Home and End move between tabs, as the
 * WAI-ARIA tabs pattern asks) over one panel at a time.
 */
export function ResponsesCard({
  tabs,
  selected,
  onSelect,
  label = 'Responses and sharing',
  id = 'responses',
}: {
  tabs: readonly CardTab[];
  /** The card's and its tab list's accessible name (Manage Guests names its own). */
  label?: string;
  /** The card's element id, a target for links and scrolling. */
  id?: string;
  /** The open tab's id (the page may open one: Manage Guests opens Send & Share after saving). */
  selected: string;
  onSelect: (id: string) => void;
}) {
  const setSelected = onSelect;
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    setSelected(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <section
      id={id}
      aria-label={label}
      className="rounded-[1.75rem] bg-white p-4 shadow-lg shadow-violet-900/5 ring-1 ring-violet-100 sm:p-8"
    >
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-2xl bg-violet-50 p-1"
      >
        {tabs.map((tab) => {
          const active = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              className={`min-h-11 flex-1 rounded-xl px-3 text-sm font-bold transition sm:text-base ${
                active ? 'bg-white text-ink shadow-sm' : 'text-ink-soft hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className="mt-6"
        >
          {current.panel}
        </div>
      ) : null}
    </section>
  );
}

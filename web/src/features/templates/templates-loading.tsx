import { Loading, PlaceholderCards } from '../../ui/load-state.tsx';

/** Placeholder cards while the templates load; screen readers hear one "Loading templates". */
export function TemplatesLoading({ cards = 6 }: { cards?: number }) {
  return (
    <Loading
      label="Loading templates…"
      placeholder={
        <PlaceholderCards
          count={cards}
          className="grid grid-cols-[repeat(auto-fill,minmax(min(280px,100%),1fr))] gap-5"
          rounded="rounded-3xl"
          body={
            <div className="space-y-2 p-5">
              <div className="h-5 w-2/3 rounded-full bg-violet-100/70" />
              <div className="h-3 w-full rounded-full bg-violet-100/50" />
              <div className="h-3 w-4/5 rounded-full bg-violet-100/50" />
            </div>
          }
        />
      }
    />
  );
}

import { useId } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TemplateThumbnail, THUMBNAIL_BACKDROP } from '../templates/template-thumbnail.tsx';

interface ShowcaseCardProps {
  template: { id: string; name: string; thumbnail: string };
  /** Whether to load the picture yet; until then the card keeps its place with its colour. */
  picture: boolean;
  busy: boolean;
  onPick: () => void;
}

/** A template in the landing showcase: its picture and name; picking it starts an event with it. */
export function ShowcaseCard({ template, picture, busy, onPick }: ShowcaseCardProps) {
  const nameId = useId();
  return (
    // Named by the template's name alone: the picture's alt would say it twice.
    <button
      type="button"
      aria-labelledby={nameId}
      onClick={onPick}
      aria-busy={busy}
      className="group flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white text-left shadow-md shadow-violet-900/5 ring-1 ring-violet-100 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-violet-900/10 hover:ring-violet-300 aria-busy:cursor-wait sm:rounded-3xl"
    >
      <span className="relative block overflow-hidden">
        {picture ? (
          <TemplateThumbnail
            src={template.thumbnail}
            name={template.name}
            className="transition duration-300 group-hover:scale-105 motion-reduce:group-hover:scale-100"
          />
        ) : (
          <span className={`block aspect-[16/10] w-full ${THUMBNAIL_BACKDROP}`} />
        )}
        {busy ? (
          <span className="absolute inset-0 grid place-items-center bg-white/60 text-party-magenta">
            <Spinner className="size-8" />
          </span>
        ) : null}
      </span>
      <span className="flex flex-1 items-center justify-between gap-2 px-3 py-2.5 sm:px-4 sm:py-3">
        <span
          id={nameId}
          className="font-display text-base font-semibold leading-tight text-ink sm:text-lg"
        >
          {template.name}
        </span>
        <Icon
          className="hidden size-5 shrink-0 text-party-magenta transition group-hover:translate-x-0.5 sm:block"
          viewBox="0 0 20 20"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 10h11M11 5.5 15.5 10 11 14.5" />
        </Icon>
      </span>
    </button>
  );
}

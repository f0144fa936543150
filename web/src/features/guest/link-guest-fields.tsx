import type { LinkGuestDraft } from './link-guest.ts';

const inputStyle =
  'block min-h-12 w-full rounded-2xl border-2 border-violet-200 bg-white px-3 text-ink shadow-inner placeholder:text-ink-soft/70 focus:border-party-magenta aria-invalid:border-rose-500';

interface LinkGuestFieldsProps {
  /** The fields' id prefix: `${idPrefix}-name` and `${idPrefix}-email` are what a check focuses. */
  idPrefix: string;
  draft: LinkGuestDraft;
  errors: Partial<Record<keyof LinkGuestDraft, string>>;
  onChange: (draft: LinkGuestDraft) => void;
}

/**
 * A share-link guest says who they are (docs/decisions/059): a first name the host sees with the
 * answer, and an e-mail they may give for their confirmation and the host's updates.
 */
export function LinkGuestFields({ idPrefix, draft, errors, onChange }: LinkGuestFieldsProps) {
  const field = (key: keyof LinkGuestDraft, label: string, hint: string, optional: boolean) => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key];
    return (
      <div className="space-y-1.5">
        <label htmlFor={id} className="block font-bold text-ink">
          {label}
          {optional ? <span className="font-normal text-ink-soft"> (optional)</span> : null}
        </label>
        <input
          id={id}
          name={key}
          type={key === 'email' ? 'email' : 'text'}
          autoComplete={key === 'email' ? 'email' : 'given-name'}
          required={!optional}
          value={draft[key]}
          onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          className={inputStyle}
        />
        <p
          id={`${id}-message`}
          className={`text-sm ${error ? 'font-semibold text-rose-600' : 'text-ink-soft'}`}
        >
          {error ?? hint}
        </p>
      </div>
    );
  };
  return (
    <>
      {field('name', 'Your first name', 'The host sees it with your answer.', false)}
      {field('email', 'Your email', 'For your confirmation and the host’s updates.', true)}
    </>
  );
}

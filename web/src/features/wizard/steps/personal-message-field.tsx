import { useId } from 'react';

/** The host's note to the guests (optional). */
export function PersonalMessageField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-bold text-ink">
        Personal message (optional)
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={1000}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Can't wait to celebrate with you!"
        className="w-full rounded-2xl border-2 border-violet-200 bg-white px-4 py-3 text-base text-ink shadow-inner focus:border-party-magenta"
      />
    </div>
  );
}

import { Icon } from './icon.tsx';
/** The ✕ that closes a message; `className` sizes and colours it for where it sits. */
export function DismissButton({ onClick, className }: { onClick: () => void; className: string }) {
  return (
    <button type="button" onClick={onClick} aria-label="Dismiss" className={className}>
      <Icon className="size-4" viewBox="0 0 20 20" strokeWidth="2.5" strokeLinecap="round">
        <path d="m5 5 10 10M15 5 5 15" />
      </Icon>
    </button>
  );
}

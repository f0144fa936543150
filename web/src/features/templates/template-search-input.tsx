import { Icon } from '../../ui/icon.tsx';

interface TemplateSearchInputProps {
  /** The id its <label> points at. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className: string;
  iconClassName: string;
  iconStrokeWidth: string;
}

/** The magnifier and the search box for templates (the landing's hero and the picker). */
export function TemplateSearchInput(props: TemplateSearchInputProps) {
  return (
    <>
      <Icon
        className={props.iconClassName}
        strokeWidth={props.iconStrokeWidth}
        strokeLinecap="round"
      >
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </Icon>
      <input
        id={props.id}
        type="search"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={props.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={props.className}
      />
    </>
  );
}

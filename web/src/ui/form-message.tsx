import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

interface FormMessageProps {
  tone: 'error' | 'success';
  children: ReactNode;
  id?: string;
}

/**
 * A form's outcome. A failure is an alert (read out at once); a success is a status (read out
 * politely).
 */
export function FormMessage({ tone, children, id }: FormMessageProps) {
  const error = tone === 'error';
  return (
    <div
      id={id}
      role={error ? 'alert' : 'status'}
      className={`animate-pop-in flex items-start gap-3 rounded-2xl px-4 py-3 font-semibold ${
        error
          ? 'bg-rose-50 text-rose-700 ring-1 ring-rose-200'
          : 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
      }`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" viewBox="0 0 20 20">
        {error ? (
          <path d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4Zm-.9 4.4h1.8v5.1H9.1V6.2Zm.9 8.4a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
        ) : (
          <path d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4Zm-1.2 11.6L5.2 9.9l1.3-1.3 2.3 2.3 4.7-4.7 1.3 1.3-6 5.9Z" />
        )}
      </Icon>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

import { type FormEvent, useState } from 'react';
import { showErrorsAndFocus } from '../ui/focus-first-invalid.ts';
import { firstErrorByField } from './field-errors.ts';

/** What a form shows instead of going on: a message beside some fields, and one for the form. */
export interface FormProblems<V> {
  errors?: Partial<Record<keyof V & string, string>>;
  failure?: string | undefined;
}

/** The verdict on what was typed: the input to send, or the problems to show. */
export type FormVerdict<V, D> = { ok: true; input: D } | ({ ok: false } & FormProblems<V>);

/** What a zod schema's `safeParse` answers, as far as a form cares. */
type ParseResult<D> =
  | { success: true; data: D }
  | {
      success: false;
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

/** A shared zod schema's verdict: its parsed input, or its first message for each field. */
export function schemaVerdict<V, D>(result: ParseResult<D>): FormVerdict<V, D> {
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: firstErrorByField(result.error.issues) };
}

export interface ZodFormOptions<V extends Record<keyof V, string>, D> {
  initial: V | (() => V);
  /** Checks what was typed, usually with the server's own schema (`schemaVerdict`). */
  parse: (values: V) => FormVerdict<V, D>;
  /** Sends the input; rejects when the server refuses. */
  send: (input: D) => Promise<void>;
  /** What a refusal means to the person: which fields to mark, and the form's message. */
  refusal: (error: unknown) => FormProblems<V>;
  /** After a success the form takes another go (otherwise it is done and stays busy). */
  again?: boolean;
  /** Whether Submit does anything yet (e.g. every field filled, or something changed). */
  ready?: (values: V) => boolean;
  /** A change to a field takes its message away. */
  clearErrorOnChange?: boolean;
  /** Runs on each change of a field (e.g. to drop a success message). */
  onChange?: () => void;
  /** Moves the focus to the first field marked invalid (the default); false leaves it be. */
  focusInvalid?: boolean;
}

/**
 * The state every form of the app keeps the same way (our form convention: validate with the
 * server's zod schema, keep what was typed, show the catalogue's message): the values; the first
 * message per field; a message for the form; and submitting, which parses, marks the fields and
 * moves the focus to the first invalid one, sends, and on a refusal marks what the server refused.
 * `status` is 'editing', 'submitting', or 'done' after a success (unless `again`).
 */
export function useZodForm<V extends Record<keyof V, string>, D>(options: ZodFormOptions<V, D>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState<'editing' | 'submitting' | 'done'>('editing');

  function show(problems: FormProblems<V>) {
    setErrors(problems.errors ?? {});
    setFailure(problems.failure);
  }

  /** Props for a field: its name, value, message and change handler. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (options.clearErrorOnChange) setErrors(({ [name]: _, ...rest }) => rest as typeof errors);
      options.onChange?.();
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing' || (options.ready && !options.ready(values))) return;
    const form = event.currentTarget;
    const showing = (update: () => void) =>
      options.focusInvalid === false ? update() : showErrorsAndFocus(form, update);
    const verdict = options.parse(values);
    if (!verdict.ok) {
      showing(() => show(verdict));
      return;
    }
    show({});
    setStatus('submitting');
    try {
      await options.send(verdict.input);
    } catch (error) {
      const problems = options.refusal(error);
      showing(() => {
        show(problems);
        setStatus('editing');
      });
      return;
    }
    setStatus(options.again ? 'editing' : 'done');
  }

  return {
    values,
    setValues,
    errors,
    failure,
    setFailure,
    status,
    submitting: status === 'submitting',
    /** Submitting, or done and moving on: the button stays asleep. */
    busy: status !== 'editing',
    /** Clears every message (e.g. when the form changes what it asks). */
    clearProblems: () => show({}),
    field,
    submit,
  };
}

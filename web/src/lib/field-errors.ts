/** A zod issue, as far as a form cares. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message for each top-level field, in the order the schema reported them. */
export function firstErrorByField(issues: readonly Issue[]): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The first message of each field the server rejected. */
export function firstServerErrors(
  fieldErrors: Partial<Record<string, string[]>>,
): Partial<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, list]) => (list?.[0] ? [[field, list[0]]] : [])),
  );
}

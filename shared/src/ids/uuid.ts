/**
 * The ids that appear in URLs and inputs are random UUIDs (docs/architecture.md, Data model). A
 * string that is not one names nothing: callers check it here before a query would fail casting it,
 * or before a value from a cookie, a link or a cursor is trusted as an id.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOWER_CASE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `value` has a UUID's shape (any version, either case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Whether `value` is a UUID in the lower-case form the database writes: for ids the server made
 * itself and reads back verbatim (storage paths, list cursors), where any other spelling is forged.
 */
export function isLowerCaseUuid(value: string): boolean {
  return LOWER_CASE_UUID.test(value);
}

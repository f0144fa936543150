import { recipientInput } from '../events/event-input.ts';
import { phoneRuleProblem } from './phone-rule.ts';

/** A guest as the lists hold it: trimmed, with null for a missing e-mail or phone. */
export interface RecipientFields {
  name: string;
  email: string | null;
  phone: string | null;
}

export type RecipientCheck =
  | { ok: true; recipient: RecipientFields }
  | { ok: false; message: string; field: 'name' | 'email' | 'phone' | null };

/**
 * The manual-recipient rules of docs/product.md (Limits and validation) through the schema the
 * server uses (recipientInput): a name and an e-mail or a phone, each well formed, and a phone the
 * installed phone rule takes (phone-rule.ts). Values are trimmed.
 */
export function checkRecipient(fields: {
  name: string;
  email?: string | null;
  phone?: string | null;
}): RecipientCheck {
  const result = recipientInput.safeParse(fields);
  if (result.success) {
    const { name, email, phone } = result.data;
    const problem = phoneRuleProblem(phone);
    if (problem) return { ok: false, message: problem, field: 'phone' };
    return { ok: true, recipient: { name, email, phone } };
  }
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return {
    ok: false,
    message: issue?.message ?? '',
    field: field === 'name' || field === 'email' || field === 'phone' ? field : null,
  };
}

/** One e-mail as the server takes it (recipientInput), for code that picks among several. */
export const isValidEmail = (email: string): boolean => checkRecipient({ name: '-', email }).ok;

/**
 * One phone as the server takes it (recipientInput, and the phone rule once installed), for code
 * that picks among several.
 */
export const isValidPhone = (phone: string): boolean => checkRecipient({ name: '-', phone }).ok;

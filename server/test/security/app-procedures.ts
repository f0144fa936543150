import type { z } from 'zod';
import { appRouter } from '../../src/router.ts';

/** What a test needs to know of one procedure of the app router, read at run time. */
export interface ProcedureInfo {
  type: 'query' | 'mutation' | 'subscription';
  /** The input schemas, in the order `.input()` added them (merged by tRPC); none for no input. */
  inputs: z.ZodType[];
}

/**
 * Every procedure of the app router by its path ('events.byId'), so the security tests cover a
 * procedure as soon as it is added (the authorisation matrix, the input properties).
 */
export const appProcedures = (
  appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureInfo }> } }
)._def.procedures;

export function procedureInfo(path: string): ProcedureInfo {
  const procedure = appProcedures[path];
  if (!procedure) throw new Error(`no procedure ${path}`);
  return procedure._def;
}

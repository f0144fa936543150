import { prepareTestDatabaseTemplate, type TestDatabaseTemplate } from '@partyreel/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Migrates one template database for the whole run; each test file's database is a copy of it
 * (setup-database.ts hands it to createTestDatabase in every test file's process).
 */
export default async function setup(project: TestProject) {
  const prepared = await prepareTestDatabaseTemplate();
  project.provide('testDatabaseTemplate', prepared.template);
  return () => prepared.remove();
}

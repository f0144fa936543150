import { copyTestDatabasesFrom } from '@partyreel/db/testing';
import { inject } from 'vitest';

// createTestDatabase copies the run's migrated template instead of migrating each database.
copyTestDatabasesFrom(inject('testDatabaseTemplate'));

// Set-up for every web test. The DOM matchers (toBeInTheDocument, toHaveTextContent, …); importing
// this module also brings their types into vitest's `expect` for the web project's tsc.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// How long findBy… and waitFor wait for the page to get there: a wait, never a timing assertion.
// Testing Library's 1 s default is shorter than a lazy chunk's first transform on a busy 2-core
// machine, which failed tests that pass alone; a page that never gets there still fails.
configure({ asyncUtilTimeout: 5_000 });

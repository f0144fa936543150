// The DOM matchers (toBeInTheDocument, toHaveTextContent, …) for every web test; importing this
// module also brings their types into vitest's `expect` for the web project's tsc.
import '@testing-library/jest-dom/vitest';

import { configure } from '@testing-library/dom';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a lazy chunk or a diagram import can
// take longer (the first import of the home page took over 5 s in a full run). A longer ceiling costs nothing when
// things are fast; it stays under the unit tests' 20 s limit (vitest.config.ts).
configure({ asyncUtilTimeout: 15_000 });

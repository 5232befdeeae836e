import { configure } from '@testing-library/dom';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a lazy chunk or a diagram import can
// take longer. A longer ceiling costs nothing when things are fast.
configure({ asyncUtilTimeout: 5000 });

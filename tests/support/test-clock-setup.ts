// vitest's setup when DESK_TEST_NOW is set (vitest.config.ts): the tests' clock starts at that instant and runs on,
// as browser mode's does (electron/common/test-clock.ts), so `npm run test:dates` can run them at a year end.
import '../../electron/common/test-clock-from-env';

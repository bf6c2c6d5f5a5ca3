// Playwright's global teardown, in the runner's process: the run's prepared data dirs (support/large-demo-seed.ts)
// go with it. A run with no test that asked for one has none; removing nothing costs nothing.
import { removeSeedRunFolder } from './seed-run-folder';

export default function seedTeardown(): void {
  removeSeedRunFolder(process.pid);
}

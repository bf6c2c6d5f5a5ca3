// Runs a host (browser mode's web-host.js) as a child that lives no longer than the command that started it: SIGINT
// and SIGTERM are passed on to it, this process exits with it, and when this process is orphaned (the shell of
// `npm run web` killed by a signal it does not pass on, which leaves this process to the init system) the host is
// stopped as if it had been sent SIGTERM. Split from web.mjs so a test can run it with a stand-in host.
import { spawn } from 'node:child_process';

/** How often the parent is looked at: an orphaned host lingers at most this long. */
const PARENT_CHECK_MS = 250;

/**
 * Starts `process.execPath script ...args` and ties its life to this process's; resolves never (this process exits
 * when the child does).
 */
export function runHostProcess(script, args) {
  const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit' });
  const startedUnder = process.ppid;
  let stopping = false;
  const stop = (signal) => {
    if (stopping || child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
  const parentWatch = setInterval(() => {
    if (process.ppid !== startedUnder) stop('SIGTERM');
  }, PARENT_CHECK_MS);
  parentWatch.unref();
  child.on('exit', (code, signal) => {
    clearInterval(parentWatch);
    process.exit(signal ? 0 : (code ?? 0));
  });
  return child;
}

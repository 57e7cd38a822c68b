/**
 * Every benchmark stops by itself and leaves nothing behind: clean-up steps run in reverse order of registration
 * when the run ends, fails, is interrupted (Ctrl-C, SIGTERM) or passes its hard deadline.
 */
const steps: { label: string; run: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | undefined;

export function onCleanup(label: string, run: () => Promise<void> | void) {
  steps.unshift({ label, run });
}

export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of steps.splice(0)) {
      try {
        await step.run();
      } catch (error) {
        console.error(`clean-up "${step.label}" failed:`, error);
      }
    }
  })();
  return cleaning;
}

/** Runs `body`, then the clean-up steps, then exits; a run that outlives `deadlineSeconds` is stopped. */
export async function runBenchmark(deadlineSeconds: number, body: () => Promise<void>): Promise<never> {
  const stopWith = (code: number, why: string) => {
    console.error(why);
    void cleanup().finally(() => process.exit(code));
  };
  const deadline = setTimeout(
    () => stopWith(1, `Stopped: the run passed its ${deadlineSeconds} s deadline.`),
    deadlineSeconds * 1000,
  );
  deadline.unref();
  process.once('SIGINT', () => stopWith(130, 'Interrupted: cleaning up.'));
  process.once('SIGTERM', () => stopWith(143, 'Terminated: cleaning up.'));
  let code = 0;
  try {
    await body();
  } catch (error) {
    console.error(error);
    code = 1;
  }
  await cleanup();
  clearTimeout(deadline);
  process.exit(code);
}

/** Logs how long one set-up step took. */
export async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stderr.write(`${label} ... `);
  try {
    const value = await run();
    process.stderr.write(`${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    return value;
  } catch (error) {
    process.stderr.write('failed\n');
    throw error;
  }
}

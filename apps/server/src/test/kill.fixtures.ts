import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/* What the SIGKILL restart tests share (platform/jobs/runner.kill.test.ts, tracer/tracer.kill.test.ts). */

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Starts `childFile` under tsx with `args`; resolves once it prints "working", rejects if it exits first. */
export function startWorker(childFile: string, args: readonly string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', childFile, ...args], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('working')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code} before working`)));
  });
}

/** Polls `check` every 20 ms until it holds, or fails after `ms`. */
export async function until(check: () => Promise<boolean>, ms: number) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

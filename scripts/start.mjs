// `npm start`: build the web app when it has not been built yet, then serve everything from one process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (first start only)…');
  run('npm', ['run', 'build', '-w', '@tvet/web']);
}
run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']);

// A worker thread's first module: the server runs from TypeScript through tsx, and a worker does not inherit
// tsx's loader, so it is registered here before the worker's own entry (a .ts file) is imported.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

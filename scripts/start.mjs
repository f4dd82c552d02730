// `npm start`: builds what is stale (the web app, the compiled server), then runs the compiled server
// (embedded stores by default) with plain node in the foreground, passing SIGINT/SIGTERM on so it can
// shut down gracefully. No TypeScript loader at run time (decision 210); `npm run dev` keeps tsx.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';
import { buildServerIfStale } from './server-build.mjs';
import { serverArgs } from './server-command.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfStale();
await buildServerIfStale();
const server = spawn(process.execPath, serverArgs('compiled'), { cwd: root, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { ShellServer } from '@storefront/shared/contracts/ssr';
import { inChildSpan, startWorkerTracing } from '../lib/tracing';
import type { ForgetMessage, RenderJob, WorkerData, WorkerMessage } from './protocol';
import { scriptJson } from './script-json';

/**
 * A render worker: loads the shell's server build once and registers one set of remote versions (a
 * generation). A release or rollback starts a new worker instead of swapping code inside this one, so
 * Node's module cache never serves a remote's old code under its new version.
 */

const data = workerData as WorkerData;
const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

const shell: Promise<ShellServer> = (async () => {
  // Before the shell's build requires http: its API calls are traced and carry the trace to the API.
  await startWorkerTracing();
  // The shell's server build is CommonJS; with Module Federation's async start-up its exports are a promise.
  const loaded = (await createRequire(import.meta.url)(data.shellEntry)) as ShellServer;
  loaded.start({ apiOrigin: data.apiOrigin, remotes: data.remotes, keepAnswersMs: data.keepAnswersMs });
  return loaded;
})();

shell.then(
  () => post({ type: 'ready' }),
  (error: unknown) => post({ type: 'failed', error: String(error instanceof Error ? (error.stack ?? error.message) : error) }),
);

async function run(job: RenderJob) {
  const { id } = job;
  try {
    const server = await shell;
    const result = await server.render({ url: job.url, cookies: job.cookies, remotes: data.document });
    if (result.kind === 'redirect') {
      post({ type: 'redirect', id, status: result.status, location: result.location });
      return;
    }
    post({ type: 'head', id, status: result.status, locale: result.locale, meta: result.meta });
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        post({ type: 'chunk', id, data: new Uint8Array(chunk) });
        done();
      },
    });
    const { state, failed } = await result.pipe(out);
    post({ type: 'end', id, state: state ? scriptJson(state) : null, failed });
  } catch (error) {
    post({ type: 'error', id, error: String(error instanceof Error ? (error.stack ?? error.message) : error) });
  }
}

// Messages arrive in the order they were posted: a `forget` takes effect before any job posted after it.
port.on('message', (message: RenderJob | ForgetMessage) => {
  // A shell release from before `forget` keeps nothing between renders.
  if ('type' in message)
    return void shell.then(
      (server) => server.forget?.({ shop: message.shop }),
      () => {},
    );
  void inChildSpan(message.trace, 'render', { 'url.path': message.url }, () => run(message));
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { DEFAULT_OVERRIDE_ORIGINS, manifestUrl, previousGood, releaseDir, type Registry } from '@storefront/registry/document';
import type { PageMeta } from '@storefront/shared/contracts/page-module';
import type { RemotesDocument } from '@storefront/shared/contracts/remotes';
import type { ServerRemote } from '@storefront/shared/contracts/ssr';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import { traceCarrier } from '../lib/tracing';
import type { RenderJob, WorkerData, WorkerMessage } from './protocol';

/** A render that has not produced its head by then is given up: the page goes out to be rendered by the browser. */
const HEAD_TIMEOUT_MS = 10_000;
/** A worker of an older generation is ended once it has had nothing to do for this long. */
const IDLE_MS = 30_000;
/** A remote version whose server code failed is rendered from its last good version for this long. */
const BROKEN_MS = 5 * 60_000;

export interface RenderedHead {
  status: number;
  locale: string;
  meta: PageMeta | null;
}

export type RenderOutcome =
  | { kind: 'redirect'; status: number; location: string }
  /** `complete` settles once the body has ended: true when every part rendered on the server (the page may be kept). */
  | { kind: 'page'; head: RenderedHead; body: Readable; complete: Promise<boolean>; versions: Partial<Record<RemoteName, string>> }
  /** Nothing server-rendered: send the shell's page for the browser to render. */
  | { kind: 'unavailable'; reason: string };

/** The template's halves around the app's HTML, with the page's head in the first. */
export type DocumentFor = (head: RenderedHead) => Promise<{ start: string; end: (state: unknown) => string }>;

export interface RendererOptions {
  /** The shell's server build of the current shell release; rendering is off when it is missing. */
  shellEntry: (registry: Registry) => string;
  apiOrigin: string;
  releasesDir: string;
  /** Share of page views that report web vitals (told to the browser in the page's remotes document). */
  vitalsSampleRate?: number;
  /** A remote's server code failed: counted like a browser's failure report, for the client whose page it was. */
  onRemoteFailure: (remote: RemoteName, version: string, error: string, client: string | null) => void;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}

/** The server runs its TypeScript through tsx; a worker thread loads its module through tsx's API too. */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(
  new URL('./render-worker.ts', import.meta.url).href,
)}, ${JSON.stringify(import.meta.url)}))`;

interface Generation {
  key: string;
  worker: Worker;
  ready: Promise<void>;
  versions: Partial<Record<RemoteName, string>>;
  jobs: Map<number, (message: WorkerMessage) => void>;
  lastUsed: number;
}

/**
 * Server rendering in worker threads, one worker per generation of remote versions (ADR 0011). The
 * registry is read for every page, so a release or rollback renders the next request with the new code.
 */
export class Renderer {
  private generations = new Map<string, Generation>();
  private broken = new Map<string, number>();
  private nextId = 1;
  private sweeper: NodeJS.Timeout;

  constructor(private readonly options: RendererOptions) {
    this.sweeper = setInterval(() => this.sweep(), IDLE_MS);
    this.sweeper.unref();
  }

  /** Whether the current shell release has a server build to render with. */
  availableFor(registry: Registry): boolean {
    return existsSync(this.options.shellEntry(registry));
  }

  /**
   * The versions this request renders with: current (or the canary the browser is assigned, already in the
   * registry it is given), or the last good one where that failed on the server. One worker per distinct
   * set of versions and shell build.
   */
  private plan(registry: Registry): {
    key: string;
    shellEntry: string;
    versions: Partial<Record<RemoteName, string>>;
    remotes: ServerRemote[];
    document: RemotesDocument;
  } {
    const now = Date.now();
    const versions: Partial<Record<RemoteName, string>> = {};
    const remotes: ServerRemote[] = [];
    // As /remotes.json says: without a list of its own the registry allows localhost (README, development overrides).
    const document: RemotesDocument = { remotes: {}, overrideOrigins: registry.overrideOrigins ?? DEFAULT_OVERRIDE_ORIGINS };
    if (this.options.vitalsSampleRate !== undefined) document.vitalsSampleRate = this.options.vitalsSampleRate;
    for (const name of REMOTES) {
      const record = registry.remotes[name];
      if (!record?.current) continue;
      let version = record.current;
      const previous = previousGood(record);
      if ((this.broken.get(`${name}@${version}`) ?? 0) > now && previous) version = previous;
      versions[name] = version;
      // The browser hydrates with the version the server rendered; its fallback stays the last good one.
      const fallback = version === record.current ? previous : null;
      document.remotes[name] = { version, entry: manifestUrl(name, version), previous: fallback, previousEntry: fallback ? manifestUrl(name, fallback) : null };
      const entry = path.join(releaseDir(this.options.releasesDir, name, version), 'server', 'remoteEntry.js');
      if (existsSync(entry)) remotes.push({ name, version, entry: `${this.options.apiOrigin}/releases/${name}/${version}/server/remoteEntry.js` });
    }
    const shellEntry = this.options.shellEntry(registry);
    return { key: JSON.stringify({ shellEntry, versions }), shellEntry, versions, remotes, document };
  }

  private generation(registry: Registry): Generation {
    const plan = this.plan(registry);
    let generation = this.generations.get(plan.key);
    if (generation) return generation;
    const workerData: WorkerData = { shellEntry: plan.shellEntry, apiOrigin: this.options.apiOrigin, remotes: plan.remotes, document: plan.document };
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData });
    worker.unref();
    const jobs = new Map<number, (message: WorkerMessage) => void>();
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') return resolve();
        if (message.type === 'failed') return reject(new Error(message.error));
        jobs.get(message.id)?.(message);
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        reject(new Error(`render worker exited (${code})`));
        this.generations.delete(plan.key);
        for (const [id, handle] of jobs) handle({ type: 'error', id, error: `render worker exited (${code})` });
      });
    });
    ready.catch((error: unknown) => this.options.log.error({ err: error }, 'render worker could not start'));
    generation = { key: plan.key, worker, ready, versions: plan.versions, jobs, lastUsed: Date.now() };
    this.generations.set(plan.key, generation);
    return generation;
  }

  /** Ends idle workers of generations no request has used for a while. */
  private sweep() {
    const now = Date.now();
    for (const [key, generation] of this.generations) {
      if (generation.jobs.size === 0 && now - generation.lastUsed > IDLE_MS) {
        this.generations.delete(key);
        void generation.worker.terminate();
      }
    }
  }

  /**
   * What a page rendered for `registry` depends on besides its address and cookies: the shell build and the
   * versions actually rendered (a broken version's last good one stands in for it).
   */
  versionKey(registry: Registry): string {
    return this.plan(registry).key;
  }

  /** Starts the worker of the current generation ahead of the first page, so that page does not wait for it. */
  warm(registry: Registry) {
    if (this.availableFor(registry)) this.generation(registry);
  }

  async render(
    registry: Registry,
    url: string,
    cookies: Record<string, string | undefined>,
    documentFor: DocumentFor,
    client: string | null = null,
  ): Promise<RenderOutcome> {
    if (!this.availableFor(registry)) return { kind: 'unavailable', reason: 'no shell server build' };
    const generation = this.generation(registry);
    generation.lastUsed = Date.now();
    try {
      await generation.ready;
    } catch (error) {
      this.generations.delete(generation.key);
      return { kind: 'unavailable', reason: String(error) };
    }

    const id = this.nextId++;
    const job: RenderJob = { id, url, cookies, trace: traceCarrier() };
    let completed: (whole: boolean) => void = () => {};
    const complete = new Promise<boolean>((resolve) => (completed = resolve));
    return new Promise<RenderOutcome>((resolve) => {
      let body: PassThrough | null = null;
      let end: ((state: unknown) => string) | null = null;
      // The document's start is computed while the app's first chunks may already arrive: write in order.
      let queue: Promise<unknown> = Promise.resolve();
      const write = (piece: () => string | Uint8Array | null, last = false) => {
        queue = queue.then(() => {
          const data = piece();
          if (last) body!.end(data ?? undefined);
          else if (data !== null) body!.write(data);
        });
      };
      const finish = () => {
        generation.jobs.delete(id);
        generation.lastUsed = Date.now();
      };
      const timer = setTimeout(() => {
        finish();
        resolve({ kind: 'unavailable', reason: 'render timed out' });
      }, HEAD_TIMEOUT_MS);
      generation.jobs.set(id, (message) => {
        switch (message.type) {
          case 'redirect':
            clearTimeout(timer);
            finish();
            return resolve({ kind: 'redirect', status: message.status, location: message.location });
          case 'head': {
            clearTimeout(timer);
            const head = { status: message.status, locale: message.locale, meta: message.meta };
            body = new PassThrough();
            const parts = documentFor(head);
            queue = parts.then((p) => {
              end = p.end;
              body!.write(p.start);
            });
            queue.catch((error: unknown) => body!.destroy(error as Error));
            return resolve({ kind: 'page', head, body, complete, versions: generation.versions });
          }
          case 'chunk':
            write(() => message.data);
            return;
          case 'end':
            finish();
            if (message.failed && (REMOTES as readonly string[]).includes(message.failed.remote)) {
              const remote = message.failed.remote as RemoteName;
              const version = generation.versions[remote];
              if (version) {
                this.broken.set(`${remote}@${version}`, Date.now() + BROKEN_MS);
                this.options.onRemoteFailure(remote, version, message.failed.error, client);
              }
            }
            write(() => end!(message.state), true);
            queue.then(
              () => completed(!message.failed),
              () => completed(false),
            );
            return;
          case 'error':
            clearTimeout(timer);
            finish();
            this.options.log.error({ error: message.error, url }, 'server rendering failed');
            completed(false);
            // Mid-page: close the document without state, so the browser renders the page itself.
            if (body) return write(() => end!(null), true);
            return resolve({ kind: 'unavailable', reason: message.error });
        }
      });
      generation.worker.postMessage(job);
    });
  }

  async close() {
    clearInterval(this.sweeper);
    await Promise.all([...this.generations.values()].map((g) => g.worker.terminate()));
    this.generations.clear();
  }
}

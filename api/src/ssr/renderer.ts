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
import type { ForgetMessage, RenderJob, WorkerData, WorkerMessage } from './protocol';

/** A render that has not produced its head by then (waiting for a worker included) is given up: the page goes out to be rendered by the browser. */
const HEAD_TIMEOUT_MS = 10_000;
/** A worker that has had nothing to do for this long is ended (a generation with none left is forgotten). */
const IDLE_MS = 30_000;
/**
 * The generations most recently rendered with keep one worker however long idle: the one a release replaced
 * is what a rollback goes back to, and starting its worker again (the shell, React and the remotes loaded
 * and compiled) would take seconds of the rollback.
 */
const KEEP_WARM = 2;
/** A remote version whose server code failed is rendered from its last good version for this long. */
const BROKEN_MS = 5 * 60_000;
/** After a worker of a generation fails to start, none is started for it for this long, doubled per failure in a row. */
const START_BACKOFF_MS = 5_000;
const START_BACKOFF_MAX_MS = 5 * 60_000;
/** Release files known to exist; more than this many releases at once is a folder to clean, not to remember. */
const MAX_FOUND = 1024;
/** How long a render plan stands when one of its remotes' server entries was not found. */
const MISSING_ENTRY_RECHECK_MS = 1000;

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
  | { kind: 'unavailable'; reason: string }
  /** Every worker is busy and the queue is full: answer from a stale copy or say so (never wait). */
  | { kind: 'busy' };

/** The template's halves around the app's HTML, with the page's head in the first; the second takes the state's script text. */
export type DocumentFor = (head: RenderedHead) => Promise<{ start: string; end: (stateJson: string | null) => string }>;

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
  /** Workers per generation (default 1). */
  workers?: number;
  /** Renders one worker runs at once (default 8): most of a render waits for the API's answers. */
  perWorker?: number;
  /** Renders that may wait for a worker (default 64); one more is answered `busy`. */
  queue?: number;
  /** How long a worker may reuse the API's public answers between change notices (the shell's default when unset). */
  keepAnswersMs?: number;
  /** A worker idle this long is ended (default 30 s). */
  idleMs?: number;
  /** Generations, most recently rendered with first, that keep one worker however long idle (default 2). */
  keepWarm?: number;
  /** The first pause after a worker fails to start (default 5 s; doubled per failure in a row, up to 5 minutes). */
  startBackoffMs?: number;
}

/** What an operator (and a test) can see of the pool: per generation, its workers and what each has rendered. */
export interface PoolStats {
  key: string;
  waiting: number;
  workers: { slot: number; threadId: number; ready: boolean; running: number; rendered: number }[];
}

/** The server runs its TypeScript through tsx; a worker thread loads its module through tsx's API too. */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(
  new URL('./render-worker.ts', import.meta.url).href,
)}, ${JSON.stringify(import.meta.url)}))`;

/** One worker of a generation. */
interface Slot {
  /** Its place in the generation (0..workers-1), reused when a worker ends: bounded metric labels. */
  index: number;
  worker: Worker;
  ready: boolean;
  jobs: Map<number, (message: WorkerMessage) => void>;
  lastUsed: number;
  rendered: number;
}

/** A render waiting for a worker with room. */
interface Waiting {
  start: (slot: Slot) => void;
  /** The generation could not start a worker: nothing server-rendered. */
  fail: (reason: string) => void;
}

interface Generation {
  key: string;
  workerData: WorkerData;
  versions: Partial<Record<RemoteName, string>>;
  slots: Slot[];
  waiting: Waiting[];
}

/**
 * Server rendering in worker threads, a pool of workers per generation of remote versions (ADR 0011, 0045).
 * The registry is read for every page, so a release or rollback renders the next request with the new code.
 * Renders wait in a bounded queue for a worker with room; a full queue answers `busy` at once.
 */
export class Renderer {
  private generations = new Map<string, Generation>();
  private broken = new Map<string, number>();
  /** Bumped with every broken version: plans made before it are made again. */
  private brokenCount = 0;
  /**
   * Plans per registry document: a kept page still needs its version key, and working it out again took
   * 5% of a cached page's time. A plan stands while the document, the broken versions and the shell's
   * entry stand, until the first broken version in it comes back (a missing server entry: a second).
   */
  private plans = new WeakMap<Registry, { plan: ReturnType<Renderer['makePlan']>; brokenCount: number; until: number }>();
  private readonly found = new Set<string>();
  private nextId = 1;
  private sweeper: NodeJS.Timeout;
  private readonly workers: number;
  private readonly perWorker: number;
  private readonly queueLimit: number;
  private readonly idleMs: number;
  private readonly keepWarm: number;
  private readonly startBackoffMs: number;
  /**
   * Generations whose workers failed to start, with the failures in a row and until when none is started:
   * a shell or remote build that cannot load would otherwise cost a worker's start-up (seconds of a core)
   * on every page.
   */
  private readonly failingStarts = new Map<string, { failures: number; until: number }>();
  /** Closing: workers that end are not replaced. */
  private closed = false;

  constructor(private readonly options: RendererOptions) {
    this.workers = Math.max(1, options.workers ?? 1);
    this.perWorker = Math.max(1, options.perWorker ?? 8);
    this.queueLimit = Math.max(0, options.queue ?? 64);
    this.idleMs = Math.max(1, options.idleMs ?? IDLE_MS);
    this.keepWarm = Math.max(0, options.keepWarm ?? KEEP_WARM);
    this.startBackoffMs = Math.max(1, options.startBackoffMs ?? START_BACKOFF_MS);
    this.sweeper = setInterval(() => this.sweep(), this.idleMs);
    this.sweeper.unref();
  }

  /** Whether the current shell release has a server build to render with. */
  availableFor(registry: Registry): boolean {
    return this.released(this.options.shellEntry(registry));
  }

  /** Whether a release's file exists; once found it stays (a release folder never changes), a miss is asked again. */
  private released(file: string): boolean {
    if (this.found.has(file)) return true;
    if (!existsSync(file)) return false;
    if (this.found.size >= MAX_FOUND) this.found.clear();
    this.found.add(file);
    return true;
  }

  /**
   * The versions this request renders with: current (or the canary the browser is assigned, already in the
   * registry it is given), or the last good one where that failed on the server. One worker per distinct
   * set of versions and shell build.
   */
  private plan(registry: Registry) {
    const now = Date.now();
    const kept = this.plans.get(registry);
    if (kept && kept.brokenCount === this.brokenCount && now < kept.until && kept.plan.shellEntry === this.options.shellEntry(registry)) return kept.plan;
    const plan = this.makePlan(registry, now);
    const comesBack = [...this.broken.values()].filter((until) => until > now);
    // A remote with no server entry (the console is rendered in the browser, or a release still arriving)
    // is looked for again a second later.
    const complete = plan.remotes.length === Object.keys(plan.versions).length;
    const until = Math.min(complete ? Infinity : now + MISSING_ENTRY_RECHECK_MS, ...comesBack);
    this.plans.set(registry, { plan, brokenCount: this.brokenCount, until });
    return plan;
  }

  private makePlan(
    registry: Registry,
    now: number,
  ): {
    key: string;
    shellEntry: string;
    versions: Partial<Record<RemoteName, string>>;
    remotes: ServerRemote[];
    document: RemotesDocument;
  } {
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
      if (this.released(entry)) remotes.push({ name, version, entry: `${this.options.apiOrigin}/releases/${name}/${version}/server/remoteEntry.js` });
    }
    const shellEntry = this.options.shellEntry(registry);
    return { key: JSON.stringify({ shellEntry, versions }), shellEntry, versions, remotes, document };
  }

  /** Whether the generation's workers are in their pause after failing to start. */
  private pausedStarts(key: string): boolean {
    const failing = this.failingStarts.get(key);
    return !!failing && failing.until > Date.now() && !this.generations.get(key)?.slots.length;
  }

  private generation(registry: Registry): Generation {
    const plan = this.plan(registry);
    let generation = this.generations.get(plan.key);
    if (generation) return generation;
    const workerData: WorkerData = {
      shellEntry: plan.shellEntry,
      apiOrigin: this.options.apiOrigin,
      remotes: plan.remotes,
      document: plan.document,
      keepAnswersMs: this.options.keepAnswersMs,
    };
    generation = { key: plan.key, workerData, versions: plan.versions, slots: [], waiting: [] };
    this.generations.set(plan.key, generation);
    this.spawn(generation);
    return generation;
  }

  /** Starts one more worker for `generation`; it takes waiting renders once its shell has loaded. */
  private spawn(generation: Generation) {
    const taken = new Set(generation.slots.map((s) => s.index));
    let index = 0;
    while (taken.has(index)) index++;
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: generation.workerData });
    worker.unref();
    const slot: Slot = { index, worker, ready: false, jobs: new Map(), lastUsed: Date.now(), rendered: 0 };
    generation.slots.push(slot);
    let gone = false;
    const lost = (reason: string) => {
      if (gone) return;
      gone = true;
      generation.slots = generation.slots.filter((s) => s !== slot);
      for (const [id, handle] of slot.jobs) handle({ type: 'error', id, error: reason });
      slot.jobs.clear();
      if (!slot.ready) {
        const failures = (this.failingStarts.get(generation.key)?.failures ?? 0) + 1;
        const pause = Math.min(this.startBackoffMs * 2 ** (failures - 1), START_BACKOFF_MAX_MS);
        this.failingStarts.set(generation.key, { failures, until: Date.now() + pause });
        this.options.log.error({ err: reason, failures, pauseMs: pause }, 'render worker could not start; pages go to the browser meanwhile');
      }
      if (generation.slots.length === 0) {
        // No worker left: what waits is sent for the browser to render, and the next page starts anew.
        if (this.generations.get(generation.key) === generation) this.generations.delete(generation.key);
        for (const waiting of generation.waiting.splice(0)) waiting.fail(reason);
      } else this.pump(generation);
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        slot.ready = true;
        this.failingStarts.delete(generation.key);
        return this.pump(generation);
      }
      if (message.type === 'failed') {
        lost(message.error);
        void worker.terminate();
        return;
      }
      slot.jobs.get(message.id)?.(message);
    });
    worker.on('error', (error) => lost(String(error)));
    worker.on('exit', (code) => lost(`render worker exited (${code})`));
  }

  /**
   * Hands waiting renders to the ready worker with the fewest running (up to `perWorker` each), and starts
   * another worker while every one has work and the generation has fewer than `workers`.
   */
  private pump(generation: Generation) {
    while (generation.waiting.length > 0) {
      let best: Slot | null = null;
      for (const slot of generation.slots) if (slot.ready && slot.jobs.size < this.perWorker && (!best || slot.jobs.size < best.jobs.size)) best = slot;
      if (!best) break;
      generation.waiting.shift()!.start(best);
    }
    if (this.closed) return;
    const starting = generation.slots.some((s) => !s.ready);
    const allBusy = generation.slots.every((s) => s.jobs.size > 0);
    if (!starting && allBusy && generation.slots.length < this.workers) this.spawn(generation);
  }

  /**
   * Ends workers that have had nothing to do for a while, but the last worker of a generation kept warm; a
   * generation with none left is forgotten.
   */
  private sweep() {
    const now = Date.now();
    const lastUsed = (g: Generation) => Math.max(0, ...g.slots.map((s) => s.lastUsed));
    const warm = new Set(
      [...this.generations.values()]
        .sort((a, b) => lastUsed(b) - lastUsed(a))
        .slice(0, this.keepWarm)
        .map((g) => g.key),
    );
    for (const [key, generation] of this.generations) {
      for (const slot of generation.slots)
        if (slot.ready && slot.jobs.size === 0 && now - slot.lastUsed > this.idleMs && !(warm.has(key) && generation.slots.length === 1)) {
          generation.slots = generation.slots.filter((s) => s !== slot);
          void slot.worker.terminate();
        }
      if (generation.slots.length === 0 && generation.waiting.length === 0) this.generations.delete(key);
    }
  }

  /** A change was committed: every worker drops what it keeps between renders before its next job. */
  forget(change: { shop: boolean }) {
    const message: ForgetMessage = { type: 'forget', shop: change.shop };
    for (const generation of this.generations.values()) for (const slot of generation.slots) slot.worker.postMessage(message);
  }

  /** The pool as it stands: per generation, its workers and what each has rendered. */
  stats(): PoolStats[] {
    return [...this.generations.values()].map((g) => ({
      key: g.key,
      waiting: g.waiting.length,
      workers: g.slots.map((s) => ({ slot: s.index, threadId: s.worker.threadId, ready: s.ready, running: s.jobs.size, rendered: s.rendered })),
    }));
  }

  /**
   * What a page rendered for `registry` depends on besides its address and cookies: the shell build and the
   * versions actually rendered (a broken version's last good one stands in for it).
   */
  versionKey(registry: Registry): string {
    return this.plan(registry).key;
  }

  /**
   * Starts every worker of the current generation ahead of the first pages: a worker's start-up (the shell,
   * React and the remotes loaded and compiled) takes seconds, and renders queued behind it under load wait.
   */
  warm(registry: Registry) {
    if (!this.availableFor(registry) || this.pausedStarts(this.plan(registry).key)) return;
    const generation = this.generation(registry);
    while (generation.slots.length < this.workers) this.spawn(generation);
  }

  async render(
    registry: Registry,
    url: string,
    cookies: Record<string, string | undefined>,
    documentFor: DocumentFor,
    client: string | null = null,
  ): Promise<RenderOutcome> {
    if (!this.availableFor(registry)) return { kind: 'unavailable', reason: 'no shell server build' };
    if (this.pausedStarts(this.plan(registry).key)) return { kind: 'unavailable', reason: 'render workers failed to start; trying again later' };
    const generation = this.generation(registry);
    const room = generation.slots.some((s) => s.ready && s.jobs.size < this.perWorker);
    // A worker still starting will take its share at once: that much may wait beyond the queue.
    const starting = generation.slots.filter((s) => !s.ready).length * this.perWorker;
    if (!room && generation.waiting.length >= this.queueLimit + starting) {
      this.pump(generation);
      return { kind: 'busy' };
    }

    const id = this.nextId++;
    const job: RenderJob = { id, url, cookies, trace: traceCarrier() };
    let completed: (whole: boolean) => void = () => {};
    const complete = new Promise<boolean>((resolve) => (completed = resolve));
    return new Promise<RenderOutcome>((resolve) => {
      let slot: Slot | null = null;
      let body: PassThrough | null = null;
      let end: ((stateJson: string | null) => string) | null = null;
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
        if (!slot) return;
        slot.jobs.delete(id);
        slot.lastUsed = Date.now();
        this.pump(generation);
      };
      const waiting: Waiting = {
        start: (chosen) => {
          slot = chosen;
          slot.rendered++;
          slot.jobs.set(id, handle);
          slot.worker.postMessage(job);
        },
        fail: (reason) => {
          clearTimeout(timer);
          completed(false);
          resolve({ kind: 'unavailable', reason });
        },
      };
      const timer = setTimeout(() => {
        generation.waiting = generation.waiting.filter((w) => w !== waiting);
        finish();
        resolve({ kind: 'unavailable', reason: slot ? 'render timed out' : 'no render worker free in time' });
      }, HEAD_TIMEOUT_MS);
      const handle = (message: WorkerMessage) => {
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
                this.brokenCount++;
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
      };
      generation.waiting.push(waiting);
      this.pump(generation);
    });
  }

  async close() {
    this.closed = true;
    clearInterval(this.sweeper);
    await Promise.all([...this.generations.values()].flatMap((g) => g.slots.map((s) => s.worker.terminate())));
    this.generations.clear();
  }
}

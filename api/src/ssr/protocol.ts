import type { PageMeta } from '@storefront/shared/contracts/page-module';
import type { RemotesDocument } from '@storefront/shared/contracts/remotes';
import type { ServerRemote } from '@storefront/shared/contracts/ssr';

// Messages between the server and its render workers (one package, two threads). What the worker asks of
// the shell's server build is the shared contract (@storefront/shared/contracts/ssr).

/** What a render worker starts with: one generation of remote versions. */
export interface WorkerData {
  /** The shell's server build (shell/dist/server/render.cjs). */
  shellEntry: string;
  /** Where this server's API answers the worker's requests. */
  apiOrigin: string;
  remotes: ServerRemote[];
  /** The registry as the browser will register it to hydrate: the same versions. */
  document: RemotesDocument;
  /** How long the shell may reuse the API's public answers between change notices. */
  keepAnswersMs?: number;
}

export interface RenderJob {
  id: number;
  url: string;
  cookies: Record<string, string | undefined>;
  /** The request's trace as W3C headers (traceparent), when tracing is on: the render's spans are its children. */
  trace?: Record<string, string>;
}

/** Sent to every worker on every committed change; a job posted after it renders with the change. */
export interface ForgetMessage {
  type: 'forget';
  /** The shop's languages, currencies or settings changed. */
  shop: boolean;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'redirect'; id: number; status: number; location: string }
  | { type: 'head'; id: number; status: number; locale: string; meta: PageMeta | null }
  | { type: 'chunk'; id: number; data: Uint8Array }
  /** `state`: the page's state as the text of its JSON script (escaped), null for none. */
  | { type: 'end'; id: number; state: string | null; failed: { remote: string; error: string } | null }
  | { type: 'error'; id: number; error: string };

import type { Writable } from 'node:stream';
import type { RemoteName } from '../routes/table';
import type { PageMeta } from './page-module';
import type { RemotesDocument } from './remotes';

/**
 * The shell's server build as the API's render worker loads it (shell/dist/server/render.cjs): the worker
 * starts it once with one set of remote versions, then asks it for one page per request.
 */

/** The id of the JSON block a server-rendered page carries its state in, right after the app's markup. */
export const SERVER_STATE_ID = 'sf-state';

/** One remote version a render worker loads: the server build inside that version's release folder. */
export interface ServerRemote {
  name: RemoteName;
  version: string;
  /** Path or URL of the remote's server build (releases/<remote>/<version>/server/remoteEntry.js). */
  entry: string;
}

export interface StartOptions {
  /** Where the store API answers this process, e.g. http://127.0.0.1:8080. */
  apiOrigin: string;
  remotes: ServerRemote[];
  /** How long the API's public answers may be reused between change notices (0: never; default 1 s). */
  keepAnswersMs?: number;
}

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  cookies: Record<string, string | undefined>;
  /** What the browser registers to hydrate with: the same versions the server rendered. */
  remotes: RemotesDocument;
}

export interface Rendered<State = unknown> {
  /** What the browser's shell starts from (the shell's BrowserState); the worker passes it on untouched. */
  state: State;
  /** A remote whose server code failed: its slot was left for the browser to render. */
  failed: { remote: string; error: string } | null;
}

export type RenderResult<State = unknown> =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      locale: string;
      meta: PageMeta | null;
      /** Streams the app's HTML (the content of #root) into `out` and ends it. */
      pipe: (out: Writable) => Promise<Rendered<State>>;
    };

/** The module's exports. */
export interface ShellServer {
  /** Called once per worker: the API client's origin and the remote versions this worker renders with. */
  start(options: StartOptions): void;
  render(request: RenderRequest): Promise<RenderResult>;
  /**
   * A change was committed: what the module keeps between renders from the API is dropped before the next
   * render; `shop` says whether the shop's languages, currencies or settings were among the changes.
   */
  forget(change: { shop: boolean }): void;
}

import type { RemoteName } from '@storefront/shared/routes';
import type { RemotesDocument } from '../releases/registry';

/** One remote version a render worker loads: the server build inside that version's release folder. */
export interface ServerRemote {
  name: RemoteName;
  version: string;
  entry: string;
}

/** What a render worker starts with: one generation of remote versions. */
export interface WorkerData {
  /** The shell's server build (shell/dist/server/render.cjs). */
  shellEntry: string;
  /** Where this server's API answers the worker's requests. */
  apiOrigin: string;
  remotes: ServerRemote[];
  /** The registry as the browser will register it to hydrate: the same versions. */
  document: RemotesDocument;
}

export interface RenderJob {
  id: number;
  url: string;
  cookies: Record<string, string | undefined>;
}

export interface PageMetaMessage {
  title: string;
  description?: string;
  image?: string;
  jsonLd?: Record<string, unknown>[];
  notFound?: boolean;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'redirect'; id: number; status: number; location: string }
  | { type: 'head'; id: number; status: number; locale: string; meta: PageMetaMessage | null }
  | { type: 'chunk'; id: number; data: Uint8Array }
  | { type: 'end'; id: number; state: unknown; failed: { remote: string; error: string } | null }
  | { type: 'error'; id: number; error: string };

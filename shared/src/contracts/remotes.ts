import type { RemoteName } from '../routes/table';

/**
 * GET /remotes.json: what the server's registry says and what the shell registers. The server writes it
 * (the registry package), the shell reads it in the browser and in the render worker.
 */

/** One remote as a browser is told to load it: its release, and the last known good one to fall back to. */
export interface RemoteRelease {
  version: string;
  /** The release's federation manifest, /releases/<remote>/<version>/mf-manifest.json. */
  entry: string;
  previous: string | null;
  previousEntry: string | null;
}

export interface RemotesDocument {
  /** Only released remotes are listed. */
  remotes: Partial<Record<RemoteName, RemoteRelease>>;
  /** Origin patterns a development override may load from, e.g. http://localhost:*. */
  overrideOrigins: string[];
  /** Share of page views (0-1) that report their web vitals; absent means none. */
  vitalsSampleRate?: number;
}

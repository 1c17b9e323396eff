import type { Registry } from './document';

/**
 * Where the registry document lives: a file beside the releases (one server, the embedded database), or a
 * PostgreSQL row every instance shares. The release folders themselves are files in `releasesDir` either way
 * (shared storage or a CDN's origin). Callers create one store and pass it to what reads or changes the
 * registry; nothing here is found through a global or the environment.
 */
export interface RegistryStore {
  /** Folder holding <remote>/<version>/ (and registry.json for the file store). */
  readonly releasesDir: string;
  /** The registry as last written; empty when nothing was released yet. Treat it as read-only. */
  read(): Promise<Registry>;
  /**
   * Read-modify-write, serialised against every other writer (another command, another instance), so no
   * change is lost. A change that throws leaves the registry as it was.
   */
  update<T>(change: (registry: Registry) => T | Promise<T>): Promise<T>;
  /**
   * What changes when the registry does (the file's identity, the row's revision), null before anything was
   * released. Callers that derive something from the registry recompute only when it changes.
   */
  stamp(): Promise<string | null>;
}

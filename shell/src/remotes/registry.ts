import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteRelease {
  version: string;
  entry: string;
  previous?: string | null;
  previousEntry?: string | null;
}
export type ReleaseRegistry = Record<string, RemoteRelease>;

declare global {
  interface Window {
    __STOREFRONT__?: { shell: string; remotes: Record<string, string> };
  }
}

/** Reads the release registry (never cached) and registers every remote at its current version. */
export async function registerReleasedRemotes(): Promise<ReleaseRegistry> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  const { remotes } = (await res.json()) as { remotes: ReleaseRegistry };
  registerRemotes(Object.entries(remotes).map(([name, r]) => ({ name, entry: r.entry })));
  window.__STOREFRONT__ = {
    shell: process.env.APP_VERSION ?? '',
    remotes: Object.fromEntries(Object.entries(remotes).map(([k, r]) => [k, r.version])),
  };
  document.documentElement.dataset.remotes = Object.entries(remotes)
    .map(([k, r]) => `${k}@${r.version}`)
    .join(' ');
  return remotes;
}

export class RemoteUnavailableError extends Error {}

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per exposed page; a remote that cannot be loaded rejects and the slot shows its fallback. */
export function remotePage(remote: string, page: string) {
  const id = `${remote}/pages/${page}`;
  let Page = pages.get(id);
  if (!Page) {
    Page = lazy(async () => {
      const mod = await loadRemote<{ default: ComponentType }>(id);
      if (!mod?.default) {
        pages.delete(id);
        throw new RemoteUnavailableError(id);
      }
      return mod;
    });
    pages.set(id, Page);
  }
  return Page;
}

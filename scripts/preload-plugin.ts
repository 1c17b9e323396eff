import { rspack, type Compiler } from '@rspack/core';
import { REPLAY_TEMPLATE_ID } from '../shared/src/contracts/early-clicks';
import { START_TEMPLATE_ID } from '../shared/src/contracts/start-after-paint';

/**
 * Puts the built index.html's entry script, with `<link rel="preload" as="script">` for it and the scripts
 * every page's start needs (the chunks of the named chunk groups and the named chunks), into
 * `<template id="sf-start">` at the end of the body. The page's inline start script adds them once the page
 * has painted (shared/src/contracts/start-after-paint.ts); they are then fetched all at once, alongside the
 * entry instead of discovered only once the entry has run.
 */
export class PreloadStartPlugin {
  /**
   * `names`: chunks and chunk groups every page's start needs. `replay`: the chunk that replays input made before
   * the start, preloaded from `<template id="sf-replay">` by the page's inline script once it keeps an input
   * (shared/src/contracts/early-clicks.ts).
   */
  constructor(
    private readonly names: readonly string[],
    private readonly replay?: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadStartPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('PreloadStartPlugin', (data) => {
        const files = new Set<string>();
        for (const chunk of compilation.chunks) {
          const groups = [...chunk.groupsIterable].map((g) => g.name);
          if (!this.names.some((name) => chunk.name === name || groups.includes(name))) continue;
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const entries: string[] = [];
        const html = data.html.replace(/<script defer src="([^"]+)"><\/script>/g, (_, src: string) => {
          entries.push(src);
          return '';
        });
        if (!entries.length) throw new Error('PreloadStartPlugin: no entry script in index.html');
        for (const src of entries) files.add(src.slice(publicPath.length));
        // The entry is preloaded too: an added script alone is fetched at low priority, behind the page's
        // lazy pictures. Largest first, so the longest download starts first on a link of six connections.
        const size = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
        const links = [...files]
          .sort((a, b) => size(b) - size(a) || a.localeCompare(b))
          .map((file) => `<link rel="preload" href="${publicPath}${file}" as="script">`)
          .join('');
        const scripts = entries.map((src) => `<script src="${src}"></script>`).join('');
        const replayFiles = [...compilation.chunks]
          .filter((c) => this.replay && c.name === this.replay)
          .flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
        if (this.replay && !replayFiles.length) throw new Error(`PreloadStartPlugin: no chunk named ${this.replay}`);
        const replay = replayFiles.length
          ? `<template id="${REPLAY_TEMPLATE_ID}">${replayFiles.map((file) => `<link rel="preload" href="${publicPath}${file}" as="script">`).join('')}</template>`
          : '';
        data.html = html.replace('</body>', `${replay}<template id="${START_TEMPLATE_ID}">${links}${scripts}</template></body>`);
        return data;
      });
    });
  }
}

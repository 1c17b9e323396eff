import { rspack, type Compiler } from '@rspack/core';

/**
 * Adds `<link rel="preload" as="script">` to the built index.html for the scripts every page's start needs
 * (the chunks of the named chunk groups and the named chunks), so the browser fetches them alongside the
 * entry instead of discovering them only once the entry has run.
 */
export class PreloadStartPlugin {
  constructor(private readonly names: readonly string[]) {}

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
        const links = [...files]
          .sort()
          .map((file) => `<link rel="preload" href="${publicPath}${file}" as="script">`)
          .join('');
        data.html = data.html.replace('</head>', `${links}</head>`);
        return data;
      });
    });
  }
}

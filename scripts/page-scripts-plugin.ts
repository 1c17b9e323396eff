import { rspack, type Compiler } from '@rspack/core';

/** Written beside mf-manifest.json: each exposed module and every script its loading fetches. */
const PAGE_SCRIPTS_FILE = 'page-scripts.json';

const EXPOSE_GROUP = '__federation_expose_';

/**
 * Writes page-scripts.json: for each exposed module ("pages/Shop"), all the JavaScript files its chunk
 * group loads. The manifest's own list leaves out files that a shared module's fallback also uses, yet the
 * page fetches them; the store's server names these in preload hints so none is found only late.
 */
export class PageScriptsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageScriptsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages: Record<string, string[]> = {};
        for (const group of compilation.chunkGroups) {
          if (!group.name?.startsWith(EXPOSE_GROUP)) continue;
          const files = new Set<string>();
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          pages[group.name.slice(EXPOSE_GROUP.length).split('__').join('/')] = [...files].sort();
        }
        compilation.emitAsset(PAGE_SCRIPTS_FILE, new rspack.sources.RawSource(JSON.stringify(pages, null, 2)));
      });
    });
  }
}

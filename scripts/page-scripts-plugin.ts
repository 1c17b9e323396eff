import { rspack, type Compiler } from '@rspack/core';

/** Written beside mf-manifest.json: each exposed module and every script its loading fetches. */
const PAGE_SCRIPTS_FILE = 'page-scripts.json';

const EXPOSE_GROUP = '__federation_expose_';

// Modules that must exist once on the page: a remote takes them from the shell through the package's name
// ('@storefront/shared/routes'). Reached by a relative import from elsewhere in the shared package, a page
// would bundle its own copy, one more script to fetch at its start (the route table) or a second store.
const ONE_PER_PAGE = /[\\/]shared[\\/]src[\\/](?:routes|store)[\\/]/;

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
        const copied = new Set<string>();
        for (const group of compilation.chunkGroups) {
          if (!group.name?.startsWith(EXPOSE_GROUP)) continue;
          const files = new Set<string>();
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          const page = group.name.slice(EXPOSE_GROUP.length).split('__').join('/');
          pages[page] = [...files].sort();
          for (const chunk of group.chunks) {
            for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
              const id = module.identifier();
              if (!id.startsWith('consume shared module') && ONE_PER_PAGE.test(id))
                copied.add(`${page}: ${id.replace(/^.*[\\/]shared[\\/]src[\\/]/, 'shared/src/')}`);
            }
          }
        }
        if (copied.size) {
          compilation.errors.push(
            new rspack.WebpackError(
              `a page bundles its own copy of a module the shell shares; import it by the package's name:\n  ${[...copied].join('\n  ')}`,
            ),
          );
        }
        compilation.emitAsset(PAGE_SCRIPTS_FILE, new rspack.sources.RawSource(JSON.stringify(pages, null, 2)));
      });
    });
  }
}

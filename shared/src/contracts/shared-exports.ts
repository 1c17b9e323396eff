/**
 * The exports of shared libraries the apps may import. Each build keeps only these in its copy of the library
 * (Module Federation shared tree shaking), and a remote uses the shell's copy: an export missing from it would
 * be undefined in the remote. Builds fail on an import outside this list (scripts/shared-exports.ts) and a
 * release whose build keeps more than the shell's is refused (releases/src/check.ts). To use another
 * export, add it here and rebuild the shell first.
 */
export const SHARED_LIBRARY_EXPORTS = {
  'react-router': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Route',
    'Routes',
    'StaticRouter',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useParams',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
} as const satisfies Record<string, readonly string[]>;

export type TreeShakenLibrary = keyof typeof SHARED_LIBRARY_EXPORTS;

/**
 * Exports only a server render uses (source files under a `server/` folder): the Node builds keep them, the
 * browser builds leave them out. StaticRouter alone brought five long error texts to every page's first load.
 */
export const SERVER_ONLY_EXPORTS: { readonly [L in TreeShakenLibrary]?: readonly string[] } = { 'react-router': ['StaticRouter'] };

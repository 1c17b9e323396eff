import { describe, expect, it } from 'vitest';
import { unsupportedImports } from '../../scripts/shared-exports';

describe('imports of tree-shaken shared libraries (checked at build time)', () => {
  it('accepts the kept exports and type-only imports', () => {
    expect(
      unsupportedImports(`import { Link, useNavigate as go, type NavigateFunction } from 'react-router';\nimport type { Location } from 'react-router';`),
    ).toEqual([]);
  });

  it('names each export the shell copy would not have, and whole-module imports', () => {
    const text = `import { Link, useMatch } from 'react-router';\nimport * as Router from "react-router";\nimport {\n  useTranslation,\n  Trans,\n} from 'react-i18next';\nexport { Form } from 'react-router';`;
    expect(unsupportedImports(text)).toEqual(['react-router: useMatch', 'react-router: Form', 'react-router: * as Router', 'react-i18next: Trans']);
  });

  it("refuses a server-only export in the browser's code and accepts it in a server render's", () => {
    const text = `import { StaticRouter } from 'react-router';`;
    expect(unsupportedImports(text)).toEqual(['react-router: StaticRouter']);
    expect(unsupportedImports(text, true)).toEqual([]);
  });
});

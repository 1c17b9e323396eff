// dependency-cruiser's rules for `pnpm lint`: no import circle anywhere in the repository's TypeScript,
// type-only imports included (ESLint's import-x/no-cycle skips those, and a circle of types is still two
// modules that cannot be read, moved or tested one without the other).
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two modules that import each other, directly or through others: move what both need into a third.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|var|coverage|test-results)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

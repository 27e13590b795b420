/** Boundaries of the codebase, checked by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle ties modules together so neither can change alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'only-through-public-entry',
      severity: 'error',
      comment: 'A module uses another through its index.ts or its services, never its repositories or other files; tests may set up state directly.',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index[.]ts$', '[.]service[.]ts$'],
      },
    },
    {
      name: 'shared-stays-pure',
      severity: 'error',
      comment: 'packages/shared holds rules and schemas every app uses; it imports nothing from an app.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-reach-into-another-feature',
      severity: 'error',
      comment: "A web feature uses another feature's exported entry, not its internals.",
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index[.]tsx?$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}

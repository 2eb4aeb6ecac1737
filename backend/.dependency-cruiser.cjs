/** The dependency rule between bounded contexts (ARCHITECTURE.md), checked by src/architecture.spec.ts. */
module.exports = {
  forbidden: [
    {
      name: 'context-internals',
      comment: 'A context reaches another only through its public.ts (events, queries, commands and their types).',
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/' },
      to: { path: '^src/contexts/[^/]+/', pathNot: ['^src/contexts/$1/', '^src/contexts/[^/]+/public\\.ts$'] },
    },
    {
      name: 'platform-reaches-no-context',
      comment:
        'Platform code serves every context and depends on none, by any path: an import of the composition root (app.module.ts, create-app.ts) reaches them all as surely as a direct one.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/contexts/', reachable: true },
    },
    {
      name: 'domain-without-framework',
      comment: 'Entities and rules do not know HTTP or Nest.',
      severity: 'error',
      from: { path: '^src/contexts/[^/]+/domain/' },
      to: { path: ['@nestjs', 'express', '/http/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.spec\\.ts$' },
  },
};

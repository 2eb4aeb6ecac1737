/** The dependency rule between bounded contexts (ARCHITECTURE.md), checked by src/architecture.spec.ts. */
module.exports = {
  forbidden: [
    {
      name: 'context-internals',
      comment:
        'A context reaches another only through its public.ts (queries, commands and their types) or its events.ts (the integration events it publishes).',
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/' },
      to: { path: '^src/contexts/[^/]+/', pathNot: ['^src/contexts/$1/', '^src/contexts/[^/]+/(public|events)\\.ts$'] },
    },
    {
      name: 'events-stand-alone',
      comment:
        "A context's events.ts imports no context code but the types of its own payloads: subscribing to its events is no dependency on the context.",
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/events\\.ts$' },
      to: { path: '^src/contexts/', pathNot: '^src/contexts/$1/domain/' },
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
      name: 'no-file-cycle',
      comment: 'Files import each other one way: a cycle of files is two files that cannot be understood or changed apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
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

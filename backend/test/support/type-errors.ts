import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

/** Type-checks one sandbox file as the backend's compiler settings would: the errors by line. */
export function typeErrorsOf(source: string): Map<number, string> {
  const sandbox = mkdtempSync(join(tmpdir(), 'type-errors-'));
  try {
    const file = join(sandbox, 'controller.ts');
    writeFileSync(file, source);
    const program = ts.createProgram([file], {
      strict: true,
      strictPropertyInitialization: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      experimentalDecorators: true,
      skipLibCheck: true,
      types: [],
      noEmit: true,
    });
    const errors = new Map<number, string>();
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const line =
        diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
      errors.set(line, ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    }
    return errors;
  } finally {
    rmSync(sandbox, { recursive: true, force: true });
  }
}

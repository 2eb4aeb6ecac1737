import { join } from 'node:path';
import type { Rollup } from 'vite';

/** A build's chunks by file, and what each imports statically (which the browser loads before running it). */
export class ChunkGraph {
  private readonly byFile: Map<string, Rollup.OutputChunk>;

  constructor(
    private readonly root: string,
    readonly all: Rollup.OutputChunk[],
  ) {
    this.byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  }

  chunk(fileName: string): Rollup.OutputChunk {
    const chunk = this.byFile.get(fileName);
    if (!chunk) throw new Error(`${fileName} is no chunk of the build`);
    return chunk;
  }

  /** The files of the chunks that hold these modules (paths from the frontend folder). */
  holding(modules: string[]): string[] {
    return modules.map((module) => {
      const chunk = this.all.find((candidate) => candidate.moduleIds.includes(join(this.root, module)));
      if (!chunk) throw new Error(`${module} is in no chunk of the build`);
      return chunk.fileName;
    });
  }

  /** These files and those they import statically. */
  closure(fileNames: string[], files = new Set<string>()): Set<string> {
    for (const fileName of fileNames) {
      if (files.has(fileName)) continue;
      files.add(fileName);
      this.closure(this.chunk(fileName).imports, files);
    }
    return files;
  }
}

import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import postcss from 'postcss';
import type { Rollup } from 'vite';

/** Mantine names each component's classes by a hash (m_8fb7ebe7); its JavaScript names the classes it sets. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const MANTINE_NAME = /^m_[0-9a-f]{8}$/;

/**
 * Drops the rules of Mantine components the app does not use: a rule whose every selector names a
 * Mantine class that no chunk of the build names cannot match anything the app draws. Everything
 * else (global rules, variables, the app's own classes) stays. The sheet gets a name for its new
 * content, written into the files that name it, so browsers that keep the files for good never
 * keep a stale one. Returns the sheets as they now are.
 */
export async function dropUnusedMantineRules(dir: string, bundle: Rollup.OutputBundle): Promise<string[]> {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const used = new Set(chunks.flatMap((chunk) => chunk.code.match(MANTINE_CLASS) ?? []));
  const sheets = Object.values(bundle).filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'));
  const referrers = [join(dir, 'index.html'), join(dir, '.vite', 'manifest.json')];
  const contents: string[] = [];
  for (const sheet of sheets) {
    const path = join(dir, sheet.fileName);
    const root = postcss.parse(await readFile(path, 'utf8'));
    root.walkRules((rule) => {
      const kept = rule.selectors.filter((selector) => (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name)));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) atRule.remove();
    });
    // Animations of the components whose rules went: no declaration left names them.
    const declared = new Set<string>();
    root.walkDecls((declaration) => declaration.value.match(MANTINE_CLASS)?.forEach((name) => declared.add(name)));
    root.walkAtRules('keyframes', (keyframes) => {
      if (MANTINE_NAME.test(keyframes.params) && !declared.has(keyframes.params)) keyframes.remove();
    });
    const content = root.toString();
    contents.push(content);
    const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
    const fileName = sheet.fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
    if (chunks.some((chunk) => chunk.code.includes(basename(sheet.fileName)))) {
      throw new Error(`${sheet.fileName} is named in a script: renaming it would break that script`);
    }
    await writeFile(join(dir, fileName), content);
    if (fileName !== sheet.fileName) await rm(path);
    for (const referrer of referrers) {
      const text = await readFile(referrer, 'utf8');
      await writeFile(referrer, text.replaceAll(sheet.fileName, fileName));
    }
  }
  return contents;
}

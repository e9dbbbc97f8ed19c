/**
 * The local host's pages folder (functions/local/server.ts serves the public pages from it, the rest of the site
 * from the build): each page's index.html and the list of pages (prerendered.json, as the build writes it), each
 * written to a new file and renamed into place, so a request reads the old page or the new one, never half of one.
 * The list is written after the pages and before the pages of dishes gone from the shop are removed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageTarget } from './publish-pages.ts';
import { pageFileOf } from '../rules/site-pages.ts';

/** The list of published pages, decoded paths ('/menu/Jollof-Rice'), in the pages folder and the built site alike. */
export const pageListFile = 'prerendered.json';

function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

export function folderTarget(dir: string): PageTarget {
  return {
    async publishedPaths() {
      const list = join(dir, pageListFile);
      return existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as string[]) : [];
    },
    // The local host reads the app's routes from the build (they change only with the build).
    async publish({ pages, removed }) {
      for (const page of pages) writeAtomically(join(dir, page.file), page.html);
      writeAtomically(join(dir, pageListFile), `${JSON.stringify(pages.map((page) => page.path))}\n`);
      for (const path of removed) rmSync(dirname(join(dir, pageFileOf(path))), { recursive: true, force: true });
    },
  };
}

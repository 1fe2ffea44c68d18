import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The app's source files below `root` (.ts/.tsx, tests left out), as paths relative to it, sorted. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry))
        files.push(relative(root, path));
    }
  };
  visit(root);
  return files.sort();
}

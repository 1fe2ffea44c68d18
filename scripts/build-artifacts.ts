import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { privateDirOf } from './lib/build-manifest.mjs';

/** Every file under `dir` whose path relative to `root` `keep` accepts. */
function filesUnder(dir: string, keep: (path: string) => boolean, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, keep, root);
    const path = relative(root, full);
    return keep(path) ? [path] : [];
  });
}

/**
 * The host gets the site and nothing about its sources (docs/deploy.md): the source maps
 * (`build.sourcemap: 'hidden'`, so no file names a map either) and Vite's `.vite/manifest.json`
 * move out of the build folder into its sibling `<outDir>-private/` (`dist` -> `dist-private`),
 * under the same relative paths, for an error tracker's upload and for the tools that read the
 * manifest (scripts/size.mjs, e2e/first-paint.spec.ts; scripts/lib/build-manifest.mjs). Deploy
 * the build folder only (docs/deploy.md).
 */
export function keepBuildArtifactsPrivate(): Plugin {
  let outDir = '';
  return {
    name: 'jobboard-build-artifacts',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(options) {
        const dist = options.dir ?? outDir;
        const privateDir = privateDirOf(dist);
        rmSync(privateDir, { recursive: true, force: true });
        const moved = filesUnder(
          dist,
          (path) => path.endsWith('.map') || path === join('.vite', 'manifest.json'),
        );
        for (const path of moved) {
          const target = join(
            privateDir,
            path === join('.vite', 'manifest.json') ? 'manifest.json' : path,
          );
          mkdirSync(dirname(target), { recursive: true });
          renameSync(join(dist, path), target);
        }
        const viteDir = join(dist, '.vite');
        if (existsSync(viteDir) && !readdirSync(viteDir).length)
          rmSync(viteDir, { recursive: true });
      },
    },
  };
}

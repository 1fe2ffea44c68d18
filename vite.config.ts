import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { keepBuildArtifactsPrivate } from './scripts/build-artifacts';
import { buildMetadata } from './scripts/build-metadata';
import { coldPathChunks } from './scripts/chunks';
import { edgePreview } from './scripts/edge-preview';
import { prerender } from './scripts/prerender';
import { securityHeadersPreview } from './scripts/security-headers';
import { trustedTypesCompat } from './scripts/trusted-types-compat';
import { splitFiles, splitGenerated } from './scripts/split-generated';
import { contractPath, withoutUnusedSse } from './scripts/without-sse';

// `npm run dev`: MOCK_PORT moves the local backend (scripts/mock.mjs) and the app's API base URL
// follows it, unless VITE_API_BASE_URL says otherwise. PORT (or `npm run dev -- --port N`) moves Vite.
if (
  process.env.MOCK_PORT &&
  !process.env.VITE_API_BASE_URL &&
  process.env.NODE_ENV !== 'test' &&
  !process.env.VITEST
) {
  process.env.VITE_API_BASE_URL = `http://127.0.0.1:${process.env.MOCK_PORT}`;
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    buildMetadata(),
    // Build only: each generated operation and schema lands in the chunks that use it (decision 005).
    splitGenerated({ files: splitFiles(import.meta.dirname) }),
    // Build only: the generated client's server-sent-events reader, while nothing streams (decision 013).
    withoutUnusedSse({ contract: contractPath(import.meta.dirname) }),
    // Build: the public pages' HTML rendered in advance; preview: serves it (decision 007).
    prerender(),
    // Build: dependency code that would write a string into innerHTML, rewritten (docs/deploy.md).
    trustedTypesCompat(),
    // Preview: the headers of the build's _headers file (CSP, Trusted Types, …; docs/deploy.md).
    securityHeadersPreview(),
    // Build: source maps and the manifest go to <outDir>-private/, not to the host (docs/deploy.md).
    keepBuildArtifactsPrivate(),
    // Preview: /job/:slug, /sitemap.xml and /robots.txt from the edge handler (edge/, docs/deploy.md).
    edgePreview(),
  ],
  resolve: {
    alias: {
      // react-router's package exports resolve to its development build; ship the production one.
      ...(mode === 'production'
        ? {
            'react-router': fileURLToPath(
              new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          }
        : {}),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  server: { host: 'localhost', port: Number(process.env.PORT) || 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    // Hidden maps (no sourceMappingURL) and the manifest, both moved out of the deployed folder
    // by keepBuildArtifactsPrivate: for an error tracker and scripts/size.mjs, not for the host.
    sourcemap: 'hidden',
    // Every browser the app supports preloads modules itself: no polyfill in the entry (decision 013).
    modulePreload: { polyfill: false },
    manifest: true,
    // Terser packs this app about 4% smaller than esbuild's minifier (measured with `npm run size`:
    // 165.4 -> 159.5 KB gzip for the cold load of /jobs), at the cost of ~20 s more build time.
    minify: 'terser',
    terserOptions: { module: true },
    // Chunks under 1.5 KB are merged into one loaded at the same time: fewer files, and smaller,
    // as fewer files compress better (decision 007).
    rollupOptions: {
      onwarn(warning, warn) {
        // The pending intent is imported statically by the job page and the sign-in flow, and
        // lazily by /jobs' Create alert, to keep it out of a cold /jobs (decision 013). Vite notes
        // that the lazy import gives it no chunk of its own, which is not what that import is for.
        if (/pending-intent\.ts is dynamically imported/.test(warning.message)) return;
        warn(warning);
      },
      output: {
        experimentalMinChunkSize: 1_500,
        chunkFileNames: 'assets/[hash].js',
        // What a cold /jobs needs after the entry comes in two chunks, not fifteen: 21.1 -> 13.9 KB
        // gzip (decision 007). The prerenderer's Node build keeps Rollup's own cut.
        manualChunks: isSsrBuild
          ? undefined
          : coldPathChunks(import.meta.dirname, {
              cold: ['src/app/layouts/default-layout.tsx', 'src/app/routes/jobs.tsx'],
              jobOnly: ['src/app/routes/jobs.tsx', 'src/app/routes/home.tsx'],
            }),
      },
    },
  },
}));

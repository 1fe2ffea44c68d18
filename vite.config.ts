import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildMetadata } from './scripts/build-metadata';

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), buildMetadata()],
  resolve: {
    alias: {
      // react-router's package exports resolve to its development build; ship the production one.
      ...(mode === 'production' ? { 'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) } : {}),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { sourcemap: true, manifest: true },
}));

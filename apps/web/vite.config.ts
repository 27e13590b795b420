import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const webRoot = dirname(fileURLToPath(import.meta.url))
const sharedSrc = resolve(webRoot, '../../packages/shared/src')

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    // packages/shared exports its .ts sources; point straight at them so the web build never needs a compiled copy.
    alias: [{ find: /^@parley\/shared\/(schemas|rules)\/(.+)$/, replacement: `${sharedSrc}/$1/$2` }],
  },
  build: {
    outDir: resolve(webRoot, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // bench/web-bundle.ts reads the chunk graph from .vite/manifest.json to measure each page's JavaScript.
    manifest: true,
    // The budget that matters is gzipped (entry ≤ 250 KB); antd's minified entry is larger than Vite's default warning.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Keep the framework in long-lived chunks so a page change does not invalidate them.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react'
          if (id.includes('@tanstack')) return 'query'
          if (id.includes('@microsoft/teams-js')) return 'teams'
          return undefined
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
})

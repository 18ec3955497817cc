import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// In development the API runs beside Vite (npm run dev); these paths go to it.
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // Read the shared package from its TypeScript sources, as the API does in development.
    conditions: ['@equicreators/source', ...defaultClientConditions],
  },
  // The server-rendering build (src/entry-server.tsx, see npm run build) reads shared the same way.
  ssr: { resolve: { conditions: ['@equicreators/source', ...defaultServerConditions] } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, ws: true },
      '/dev': API_ORIGIN,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Lets scripts measure what each route loads (npm run audit:web and the bench notes).
    manifest: true,
  },
});

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
    // Lets the server find each page's script, and scripts measure what each page loads.
    manifest: true,
    rolldownOptions: {
      // The app, and the small scripts of the pages the server renders ahead (docs/decisions/012).
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        islands: fileURLToPath(new URL('./src/islands/islands-entry.ts', import.meta.url)),
        join: fileURLToPath(new URL('./src/app/entries/join-entry.tsx', import.meta.url)),
        login: fileURLToPath(new URL('./src/app/entries/login-entry.tsx', import.meta.url)),
        mediaKit: fileURLToPath(new URL('./src/app/entries/media-kit-entry.ts', import.meta.url)),
      },
      output: {
        // React DOM in a chunk of its own, shared by the app and the form pages and kept in the
        // browser's cache across releases, instead of in whichever chunk of ours it lands with.
        // The small pieces both form pages share (button, choice cards, the partner choice, the
        // legal links, the skeleton, hydration) in one chunk: split by use they cost /join a request and a chunk's
        // overhead each, and took it over its 90 KB budget (issue 30).
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            {
              name: 'form-controls',
              // Only these modules: their dependencies (the session, cn) serve the islands too.
              includeDependenciesRecursively: false,
              test: /src[\\/](components[\\/](ui[\\/](button|slot-props|spinner|choice-cards|skeleton)|forms[\\/]partner-choice|layout[\\/]legal-links)|lib[\\/](forms[\\/]use-partner-choice|site[\\/]use-is-hydrated)|app[\\/]entries[\\/]hydrate-form-page)\./,
            },
          ],
        },
      },
    },
  },
});

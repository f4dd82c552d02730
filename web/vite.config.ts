import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API (services/api) listens on 3000 in development; the SPA talks to it only through /api.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/prerender.mjs to preload a pre-rendered page's chunks.
    manifest: true,
    rolldownOptions: {
      // A feature's public entries (index.ts, pages.ts, testing.ts) only re-export: marked free of side
      // effects, an import through one links straight to the module it names, so a chunk that uses one
      // export of a feature does not also load the feature's other exports (decision 93).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/]features[\\/][^\\/]+[\\/](index|pages|testing)\.ts$/.test(id),
      },
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // React and the router apart: app/start.ts evaluates them in separate tasks.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Only the libraries the shell needs at start: a library used by one lazy page (a map, a
            // chart) stays in that page's chunk instead of joining the landing page's initial download.
            {
              name: 'i18next',
              test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/](@tanstack|zustand|use-sync-external-store)[\\/]/ },
            // The small modules the account pages share, in one chunk: the e-mailed links' token (set-password,
            // verify-email) beside the auth forms' messages. Alone it was a chunk of its own, one more file
            // name in the landing page's list (decision 260).
            {
              name: 'auth-messages',
              test: /[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](auth-messages|useLinkToken)\.ts$/,
              // Their imports stay where they are (the shell's are the landing page's).
              includeDependenciesRecursively: false,
            },
            // The admin forms' translation fields and drafts in one chunk, as they were before the zone form
            // used the translation fields without drafts: split, they were one more file name in the
            // landing page's list of chunks (decision 269). With them the forms' decimals (admin/ui/decimals: the
            // fares, a zone's radius and a model's price per km), for the same reason (decision 306).
            {
              name: 'translations',
              test: /[\\/]web[\\/]src[\\/]features[\\/]admin[\\/]ui[\\/](TranslationFields|translations|useFormDraft|DraftNotice|decimals)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // When a booking's steps open (lib/useStepWaits) in one chunk with the tables it reads (contracts'
            // lifecycle and lifecycle-times), which the panel and the driver's page load anyway: in 'shared'
            // it brought them to the landing page, and alone each was one more name in its list (decision 283).
            // The query keys in the reader's language (lib/useLanguageKey, decision 291) too, for the same
            // reason: only the panel, the driver's page and My bookings ask for places. When a shut step opens
            // (lib/stepOpens and its texts, lib/step-opens-texts: decision 296) as well: only the panel and
            // the driver's page say it.
            {
              name: 'lifecycle',
              test: /[\\/](web[\\/]src[\\/]lib[\\/](useStepWaits|useLanguageKey|stepOpens|step-opens-texts)|contracts[\\/]src[\\/]bookings[\\/]lifecycle(-times)?)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The confirmation step and the busy button (components/confirm) in one chunk: only the panel and
            // the driver's page use them, behind sign-in; apart, the busy button was one more name in the
            // landing page's list of chunks (decision 306).
            {
              name: 'ConfirmStep',
              test: /[\\/]web[\\/]src[\\/]components[\\/]confirm[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The app's small modules that several chunks share (paths, hooks, icons, the API client) in one
            // chunk: app/start.ts's dynamic imports would otherwise leave each in a chunk of its own, many
            // requests of a few hundred bytes before the app can start. (With the contracts in it too, a
            // schema ran before the one it extends: their order is the steps'.)
            {
              name: 'shared',
              // Not the admin screens' permission table: only the admin guard and sidebar read it. Not the
              // confirmation step (components/confirm) either: only the panel and the driver's page ask,
              // behind sign-in, so the landing page must not download it (decision 254).
              test: /[\\/]web[\\/]src[\\/](lib|components|app)[\\/](?!admin-screens\.ts$|confirm[\\/])/,
              minShareCount: 2,
              maxModuleSize: 4 * 1024,
              // Their imports stay in their own chunks (the steps of app/start.ts).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

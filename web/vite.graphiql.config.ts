import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import app, { routes } from './vite.config.ts';

/**
 * GraphiQL's page (graphiql.html), built after the app into the same web/dist (`npm run build -w web`):
 * apart from the app so the two share no chunk, and the landing page downloads only what the app
 * uses of React DOM and graphql-js (decision 035). Only this input (not merged with the app's), no
 * manifest (the app's is the one read), no emptying of dist, no second copy of public/.
 */
export default defineConfig({
  ...app,
  // the app's route groups (decision 088) are the app's: GraphiQL's page has none of their modules
  plugins: app.plugins?.filter((p) => p !== routes.plugin),
  build: {
    ...app.build,
    emptyOutDir: false,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: {
      ...app.build?.rolldownOptions,
      input: { graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)) },
      output: { codeSplitting: { groups: [{ name: 'main', tags: ['$initial'] }] } },
    },
  },
});

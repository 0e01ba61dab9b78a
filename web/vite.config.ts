import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = `http://localhost:${process.env.PORT || 4000}`;

export default defineConfig({
  root: __dirname,
  plugins: [react()],
  resolve: {
    alias: {
      '@rules': path.resolve(__dirname, '../api/src/rules'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  build: {
    outDir: path.resolve(__dirname, '../dist/web'),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Keep the API client and the generated documents in chunks of their own, loaded only by
        // the routes that talk to the API: the public landing and terms pages stay light.
        codeSplitting: {
          // A group takes only the modules it names (React stays where the app needs it).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'apollo', test: /node_modules[\\/](@apollo|rxjs|graphql|optimism|@wry|apollo-upload-client|extract-files)[\\/]/ },
            { name: 'documents', test: /web[\\/]src[\\/]gql[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': api, '/graphql': api, '/files': api },
  },
});

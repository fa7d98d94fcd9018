import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards every server-owned root to the API server (apps/server, port 8080),
// so the browser sees one origin in development exactly as in production.
const apiServer = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiServer,
      '/adsb': apiServer,
      '/data': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // MapLibre (≈ 800 kB minified) is its own chunk: it changes far less often than our
          // code, so a deploy does not make returning visitors download it again.
          groups: [{ name: 'maplibre', test: /node_modules[\\/]maplibre-gl[\\/]/ }],
        },
      },
    },
  },
});

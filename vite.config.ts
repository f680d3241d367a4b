import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// A relative base lets dist/ be served from any static host under any sub-path.
export default defineConfig({
  base: './',
  plugins: [react()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
  },
});

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inline nothing: the CSP allows scripts by hash only, and fonts/images stay cacheable files.
    assetsInlineLimit: 0,
  },
})

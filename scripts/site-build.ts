import type { AstroIntegration } from 'astro'
import { fileURLToPath } from 'node:url'
import { generateImages } from './generate-images.ts'
import { postbuild } from './postbuild.ts'

/**
 * The site's build steps around Astro's (DESIGN.md §1): the header's `client:interaction` directive; before the
 * pages are rendered, the generated artwork and social cards into public/ (so Astro copies them); after, the
 * search index, the CDN headers file and the precompressed copies (scripts/postbuild.ts).
 */
export function siteBuild(): AstroIntegration {
  return {
    name: 'tandemdesk:site-build',
    hooks: {
      'astro:config:setup': async ({ addClientDirective, command }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../src/lib/client-interaction.ts', import.meta.url)),
        })
        if (command === 'build' || command === 'dev') await generateImages()
      },
      'astro:build:done': async ({ dir }) => {
        await postbuild(fileURLToPath(dir))
      },
    },
  }
}

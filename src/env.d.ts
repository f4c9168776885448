/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction with the island (src/lib/client-interaction.ts); `"scroll"` also on scrolling. */
    'client:interaction'?: boolean | 'scroll'
  }
}

export {}

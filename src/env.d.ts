/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | 'scroll'
  }
}

export {}

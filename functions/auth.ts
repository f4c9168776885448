// Cloudflare Pages Function at /auth; the secrets are the Pages project's environment variables (docs/deploy.md).
export { handleSignIn as onRequest } from './github-sign-in.ts'

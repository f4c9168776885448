import { handleSignIn } from '#src/lib/github-oauth.ts'

// Netlify Function (v2) answering /auth and /callback; the secrets are the site's environment variables (docs/deploy.md).
export default (request: Request) => handleSignIn(request, process.env, fetch)

export const config = { path: ['/auth', '/callback'] }

import { handleSignIn } from '../../functions/github-sign-in.ts'

// Netlify Function (v2) answering /auth and /callback; the secrets are the site's environment variables (docs/deploy.md).
export default (request: Request) => handleSignIn({ request, env: process.env })

export const config = { path: ['/auth', '/callback'] }

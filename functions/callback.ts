import { handleSignIn, type OAuthEnv } from '#src/lib/github-oauth.ts'

// Cloudflare Pages Function at /callback; the secrets are the Pages project's environment variables (docs/deploy.md).
export const onRequest = ({ request, env }: { request: Request; env: OAuthEnv }) => handleSignIn(request, env, fetch)

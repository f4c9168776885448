// The GitHub sign-in Decap CMS needs (docs/decisions/030-cms-sign-in-and-admin-policy.md), with web APIs only so that
// Cloudflare Pages (functions/auth.ts, functions/callback.ts) and Netlify (netlify/functions/) both run it.
import { z } from 'zod'
import { escapeHtml } from '#src/lib/format.ts'

export type OAuthEnv = {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** `true` when the site's repository is private: only then does sign-in ask for the `repo` scope. */
  GITHUB_REPOSITORY_PRIVATE?: string
  /** Only for tests: a stand-in for https://github.com's two OAuth endpoints, honoured on a loopback site only. */
  GITHUB_OAUTH_BASE_URL?: string
}

// __Host-: only this exact origin may set or read it (Secure, Path=/, no Domain).
const STATE_COOKIE = '__Host-cms-oauth-state'
const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Lax'
// Long enough to sign in at GitHub, short enough that a stolen popup URL is soon useless.
const STATE_MAX_AGE_SECONDS = 600
const POPUP_POLICY = "style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
const GITHUB = 'https://github.com'
const LOOPBACK = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/

/**
 * GitHub's address. The tests' stand-in is used only when the site itself is on this machine and so is the stand-in:
 * a deployed site never answers at a loopback address, so a leftover setting there cannot send the secret elsewhere.
 */
function github(env: OAuthEnv, site: URL): string {
  const standIn = env.GITHUB_OAUTH_BASE_URL
  return standIn && LOOPBACK.test(site.origin) && LOOPBACK.test(standIn) ? standIn : GITHUB
}

// GitHub's answers as docs.github.com documents them ("Authorizing OAuth apps"): anything else is not used.
const GITHUB_CODE = /^[\w-]{1,255}$/
const tokenReplySchema = z.union([
  z.object({ access_token: z.string().regex(/^[\w-]{1,255}$/), token_type: z.string().regex(/^bearer$/i) }),
  z.object({ error: z.string() }),
])

type Outcome = { status: number; title: string; text: string; message: string }

function failure(status: number, title: string, text: string, error: string): Outcome {
  return { status, title, text, message: `authorization:github:error:${JSON.stringify({ message: error })}` }
}

function notConfigured(missing: string): Outcome {
  return failure(
    500,
    'Sign-in is not set up',
    `The site's host has no ${missing}. The site owner sets it where the site is hosted (docs/deploy.md, "The CMS").`,
    `Sign-in is not set up: ${missing} is missing on the host.`,
  )
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

// Decap's handshake: "authorizing:github" to the opener, and the result only after the site's own origin answers.
async function page(origin: string, { status, title, text, message }: Outcome): Promise<Response> {
  // JSON, with `<` escaped, is a safe string literal inside <script> whatever the message holds.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')
  const script = `(function () {
  var origin = ${literal(origin)}, message = ${literal(message)}, opener = window.opener
  if (!opener) return
  window.addEventListener('message', function answer(event) {
    if (event.origin !== origin || event.data !== "authorizing:github") return
    window.removeEventListener('message', answer)
    opener.postMessage(message, origin)
  })
  opener.postMessage("authorizing:github", origin)
})()`
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script))
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)))
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
<h1 style="font-size: 1.25rem">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<script>${script}</script>
</body>
</html>
`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${hash}'; ${POPUP_POLICY}`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Set-Cookie': `${STATE_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`,
    },
  })
}

/** `/auth`: sends the editor to GitHub's authorization page, remembering a random `state` in a short-lived cookie. */
function startSignIn(url: URL, env: OAuthEnv): Response | Outcome {
  if (!env.GITHUB_CLIENT_ID) return notConfigured('GITHUB_CLIENT_ID')
  const state = Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  const query = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: `${url.origin}/callback`,
    // Every repository of the editor, private ones included, only when the owner says the site's is private.
    scope: env.GITHUB_REPOSITORY_PRIVATE === 'true' ? 'repo' : 'public_repo',
    state,
  })
  return new Response(null, {
    status: 302,
    headers: {
      Location: `${github(env, url)}/login/oauth/authorize?${query}`,
      'Cache-Control': 'no-store',
      'Set-Cookie': `${STATE_COOKIE}=${state}; ${COOKIE_ATTRIBUTES}; Max-Age=${STATE_MAX_AGE_SECONDS}`,
    },
  })
}

/** `/callback`: the `state` must match `/auth`'s cookie (CSRF); the code becomes a token with the client secret. */
async function finishSignIn(request: Request, url: URL, env: OAuthEnv, fetcher: typeof fetch): Promise<Outcome> {
  const { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET } = env
  if (!GITHUB_CLIENT_ID) return notConfigured('GITHUB_CLIENT_ID')
  if (!GITHUB_CLIENT_SECRET) return notConfigured('GITHUB_CLIENT_SECRET')
  const expected = new RegExp(`(?:^|;)\\s*${STATE_COOKIE}=([^;]*)`).exec(request.headers.get('cookie') ?? '')?.[1]
  if (!expected || !sameText(url.searchParams.get('state') ?? '', expected)) {
    return failure(
      403,
      'Sign-in refused',
      'This sign-in was not started from this site, or it took longer than 10 minutes. Close this window and sign in again from the editor.',
      'Sign-in refused: the state did not match. Sign in again.',
    )
  }
  const denied = url.searchParams.get('error')
  if (denied === 'access_denied') {
    const text = 'GitHub sign-in was cancelled.'
    return failure(200, 'Sign-in cancelled', `${text} Close this window to return to the editor.`, text)
  }
  if (denied) {
    const text = 'GitHub did not sign you in.'
    return failure(502, 'GitHub sign-in failed', `${text} Close this window to return to the editor.`, text)
  }
  const code = url.searchParams.get('code')
  if (!code || !GITHUB_CODE.test(code)) {
    const text = 'GitHub sent no authorization code.'
    return failure(400, 'Sign-in incomplete', `${text} Close this window and sign in again from the editor.`, text)
  }
  const failed = (text: string) => failure(502, 'GitHub sign-in failed', `${text} Close this window and sign in again.`, text)
  let response: Response
  try {
    response = await fetcher(`${github(env, url)}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: GITHUB_CLIENT_ID,
        client_secret: GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}/callback`,
      }),
    })
  } catch {
    return failed('GitHub could not be reached.')
  }
  if (!response.ok) return failed(`GitHub answered ${response.status}.`)
  const reply = tokenReplySchema.safeParse(await response.json().catch(() => undefined))
  if (!reply.success) return failed('GitHub sent an answer the site could not read.')
  if ('error' in reply.data) {
    const error = /^[a-z_]{1,64}$/.test(reply.data.error) ? ` (${reply.data.error})` : ''
    return failed(`GitHub did not grant access${error}.`)
  }
  const token = reply.data.access_token
  return {
    status: 200,
    title: 'Signed in',
    text: 'You are signed in. This window closes by itself; if it stays open, close it and return to the editor.',
    message: `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`,
  }
}

/** `/auth` and `/callback` by GET, as Cloudflare Pages calls a function; any failure is a page, never a stack trace. */
export async function handleSignIn({ request, env }: { request: Request; env: OAuthEnv }, fetcher = fetch): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } })
  }
  const url = new URL(request.url)
  let outcome: Response | Outcome
  try {
    if (url.pathname === '/auth') outcome = startSignIn(url, env)
    else if (url.pathname === '/callback') outcome = await finishSignIn(request, url, env, fetcher)
    else return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    // The host's log keeps the detail; the editor gets a page that says what to do.
    console.error('cms sign-in:', error)
    outcome = failure(
      500,
      'Sign-in failed',
      'Something went wrong while signing in. Close this window and try again.',
      'Sign-in failed on the site. Try again.',
    )
  }
  return outcome instanceof Response ? outcome : page(url.origin, outcome)
}

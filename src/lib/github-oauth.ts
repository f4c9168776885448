// The GitHub sign-in Decap CMS needs (docs/decisions/030-cms-sign-in-and-admin-policy.md), written once with web APIs
// only (fetch, crypto) so Cloudflare Pages Functions and Netlify Functions both run it (functions/, netlify/functions/).

import { escapeHtml } from './format.ts'

export type OAuthEnv = {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** Only for tests: a local stand-in for https://github.com's two OAuth endpoints. */
  GITHUB_OAUTH_BASE_URL?: string
}

type Fetch = typeof fetch

const AUTH_PATH = '/auth'
const CALLBACK_PATH = '/callback'
// __Host-: only this exact origin may set or read it (Secure, Path=/, no Domain).
const STATE_COOKIE = '__Host-cms-oauth-state'
// Long enough to sign in at GitHub, short enough that a stolen popup URL is soon useless.
const STATE_MAX_AGE_SECONDS = 600
const PROVIDER = 'github'

function githubBase(env: OAuthEnv): string {
  return (env.GITHUB_OAUTH_BASE_URL ?? 'https://github.com').replace(/\/+$/, '')
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
}

type Outcome = { status: number; title: string; text: string; message?: string; clearState?: boolean }

// Decap's handshake: "authorizing:github" to the opener, and the result only after the site's own origin answers.
async function page(origin: string, outcome: Outcome): Promise<Response> {
  // JSON, with `<` escaped, is a safe string literal inside <script> whatever the message holds.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')
  const script = outcome.message
    ? `(function () {
  var origin = ${literal(origin)}, message = ${literal(outcome.message)}, opener = window.opener
  if (!opener) return
  window.addEventListener('message', function answer(event) {
    if (event.origin !== origin || event.data !== ${literal(`authorizing:${PROVIDER}`)}) return
    window.removeEventListener('message', answer)
    opener.postMessage(message, origin)
  })
  opener.postMessage(${literal(`authorizing:${PROVIDER}`)}, origin)
})()`
    : ''
  const policy = [
    "default-src 'none'",
    script ? `script-src 'sha256-${await sha256Base64(script)}'` : '',
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].filter(Boolean)
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(outcome.title)}</title>
</head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
<h1 style="font-size: 1.25rem">${escapeHtml(outcome.title)}</h1>
<p>${escapeHtml(outcome.text)}</p>
${script ? `<script>${script}</script>\n` : ''}</body>
</html>
`
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': policy.join('; '),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  })
  if (outcome.clearState) headers.append('Set-Cookie', `${STATE_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`)
  return new Response(html, { status: outcome.status, headers })
}

const errorMessage = (text: string) => `authorization:${PROVIDER}:error:${JSON.stringify({ message: text })}`

function notConfigured(missing: string): Outcome {
  return {
    status: 500,
    title: 'Sign-in is not set up',
    text: `The site's host has no ${missing}. The site owner sets it where the site is hosted (docs/deploy.md, "The CMS").`,
    message: errorMessage(`Sign-in is not set up: ${missing} is missing on the host.`),
  }
}

/** `/auth`: sends the editor to GitHub's authorization page, remembering a random `state` in a short-lived cookie. */
async function startSignIn(request: Request, env: OAuthEnv): Promise<Response> {
  const url = new URL(request.url)
  if (!env.GITHUB_CLIENT_ID) return page(url.origin, notConfigured('GITHUB_CLIENT_ID'))
  const state = randomState()
  const authorize = new URL(`${githubBase(env)}/login/oauth/authorize`)
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: `${url.origin}${CALLBACK_PATH}`,
    scope: 'repo',
    state,
  }).toString()
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      'Cache-Control': 'no-store',
      'Set-Cookie': `${STATE_COOKIE}=${state}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${STATE_MAX_AGE_SECONDS}`,
    },
  })
}

async function exchangeCode(code: string, redirectUri: string, env: Required<OAuthEnv>, fetcher: Fetch): Promise<Outcome> {
  const failed = (text: string): Outcome => ({
    status: 502,
    title: 'GitHub sign-in failed',
    text: `${text} Close this window and sign in again.`,
    message: errorMessage(text),
    clearState: true,
  })
  let reply: { access_token?: unknown; error?: unknown }
  try {
    const response = await fetcher(`${githubBase(env)}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: redirectUri,
      }),
    })
    if (!response.ok) return failed(`GitHub answered ${response.status}.`)
    reply = (await response.json()) as typeof reply
  } catch {
    return failed('GitHub could not be reached.')
  }
  if (typeof reply.access_token !== 'string' || reply.access_token === '') {
    const code = typeof reply.error === 'string' && /^[a-z_]{1,64}$/.test(reply.error) ? ` (${reply.error})` : ''
    return failed(`GitHub did not grant access${code}.`)
  }
  return {
    status: 200,
    title: 'Signed in',
    text: 'You are signed in. This window closes by itself; if it stays open, close it and return to the editor.',
    message: `authorization:${PROVIDER}:success:${JSON.stringify({ token: reply.access_token, provider: PROVIDER })}`,
    clearState: true,
  }
}

/** `/callback`: the `state` must match `/auth`'s cookie (CSRF); the code becomes a token with the client secret. */
async function finishSignIn(request: Request, env: OAuthEnv, fetcher: Fetch): Promise<Response> {
  const url = new URL(request.url)
  const { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET } = env
  if (!GITHUB_CLIENT_ID) return page(url.origin, notConfigured('GITHUB_CLIENT_ID'))
  if (!GITHUB_CLIENT_SECRET) return page(url.origin, notConfigured('GITHUB_CLIENT_SECRET'))
  const state = url.searchParams.get('state') ?? ''
  const expected = cookieValue(request, STATE_COOKIE) ?? ''
  if (!state || !expected || !sameText(state, expected)) {
    return page(url.origin, {
      status: 403,
      title: 'Sign-in refused',
      text: 'This sign-in was not started from this site, or it took longer than 10 minutes. Close this window and sign in again from the editor.',
      message: errorMessage('Sign-in refused: the state did not match. Sign in again.'),
      clearState: true,
    })
  }
  const denied = url.searchParams.get('error')
  if (denied) {
    const cancelled = denied === 'access_denied'
    const text = cancelled ? 'GitHub sign-in was cancelled.' : 'GitHub did not sign you in.'
    return page(url.origin, {
      status: cancelled ? 200 : 502,
      title: cancelled ? 'Sign-in cancelled' : 'GitHub sign-in failed',
      text: `${text} Close this window to return to the editor.`,
      message: errorMessage(text),
      clearState: true,
    })
  }
  const code = url.searchParams.get('code')
  if (!code) {
    return page(url.origin, {
      status: 400,
      title: 'Sign-in incomplete',
      text: 'GitHub sent no authorization code. Close this window and sign in again from the editor.',
      message: errorMessage('GitHub sent no authorization code.'),
      clearState: true,
    })
  }
  return page(
    url.origin,
    await exchangeCode(
      code,
      `${url.origin}${CALLBACK_PATH}`,
      { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, GITHUB_OAUTH_BASE_URL: githubBase(env) },
      fetcher,
    ),
  )
}

/** The one entry point both hosts call: `/auth` and `/callback` by GET; any failure is a page, never a stack trace. */
export async function handleSignIn(request: Request, env: OAuthEnv, fetcher: Fetch): Promise<Response> {
  const url = new URL(request.url)
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } })
  }
  try {
    if (url.pathname === AUTH_PATH) return await startSignIn(request, env)
    if (url.pathname === CALLBACK_PATH) return await finishSignIn(request, env, fetcher)
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    // The host's log keeps the detail; the editor gets a page that says what to do.
    console.error('cms sign-in:', error)
    return page(url.origin, {
      status: 500,
      title: 'Sign-in failed',
      text: 'Something went wrong while signing in. Close this window and try again.',
      message: errorMessage('Sign-in failed on the site. Try again.'),
      clearState: true,
    })
  }
}

import { expect, test, vi } from 'vitest'
import { handleSignIn, type OAuthEnv } from '../../../functions/github-sign-in.ts'
import { runPopup } from '../../fixtures/sign-in-popup.ts'

// GitHub's OAuth web flow (docs.github.com "Authorizing OAuth apps") and Decap's popup handshake
// (docs/decisions/030-cms-sign-in-and-admin-policy.md); tests/deploy/cms-sign-in.test.ts runs the same under wrangler.

const SITE = 'https://tandemdesk.example'
const GITHUB = 'https://github.com'
const env: OAuthEnv = { GITHUB_CLIENT_ID: 'client-123', GITHUB_CLIENT_SECRET: 'secret-456' }
const COOKIE = '__Host-cms-oauth-state'

type Exchange = { url: string; body: Record<string, string> }

/** A stand-in for GitHub's token endpoint; `reply` is what GitHub answers. */
function github(reply: () => Response) {
  const exchanges: Array<Exchange> = []
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    exchanges.push({ url: String(input), body: JSON.parse(String(init?.body)) })
    return reply()
  })
  return { exchanges, fetcher: fetcher as unknown as typeof fetch }
}

const granted = () => github(() => Response.json({ access_token: 'gho_token789', token_type: 'bearer', scope: 'repo' }))

function callback(query: string, cookieState: string | undefined) {
  const headers: Record<string, string> = cookieState ? { cookie: `other=1; ${COOKIE}=${cookieState}` } : {}
  return new Request(`${SITE}/callback?${query}`, { headers })
}

test('/auth redirects to GitHub with the client id, public_repo scope, our callback and a random state in a cookie', async () => {
  const { fetcher } = granted()
  const first = await handleSignIn({ request: new Request(`${SITE}/auth?provider=github&site_id=x&scope=repo`), env }, fetcher)
  const second = await handleSignIn({ request: new Request(`${SITE}/auth`), env }, fetcher)
  expect(first.status).toBe(302)
  const location = new URL(first.headers.get('location')!)
  expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB}/login/oauth/authorize`)
  expect(Object.fromEntries(location.searchParams)).toEqual({
    client_id: 'client-123',
    redirect_uri: `${SITE}/callback`,
    scope: 'public_repo',
    state: expect.stringMatching(/^[0-9a-f]{64}$/),
  })
  const state = location.searchParams.get('state')
  expect(first.headers.get('set-cookie')).toBe(`${COOKIE}=${state}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=600`)
  expect(new URL(second.headers.get('location')!).searchParams.get('state')).not.toBe(state)
})

test('sign-in asks for the repo scope only when the host says the repository is private, whatever the CMS asks', async () => {
  const scopeFor = async (settings: OAuthEnv, query = '') => {
    const response = await handleSignIn({ request: new Request(`${SITE}/auth${query}`), env: { ...env, ...settings } })
    return new URL(response.headers.get('location')!).searchParams.get('scope')
  }
  expect(await scopeFor({ GITHUB_REPOSITORY_PRIVATE: 'true' })).toBe('repo')
  expect(await scopeFor({})).toBe('public_repo')
  expect(await scopeFor({ GITHUB_REPOSITORY_PRIVATE: 'false' })).toBe('public_repo')
  expect(await scopeFor({}, '?provider=github&scope=repo')).toBe('public_repo')
})

test('a deployed site talks to github.com even with the test hook set; the hook serves a site on this machine only', async () => {
  const hook = { ...env, GITHUB_OAUTH_BASE_URL: 'http://127.0.0.1:4999' }
  const addresses = async (site: string, settings: OAuthEnv) => {
    const { exchanges, fetcher } = granted()
    const start = await handleSignIn({ request: new Request(`${site}/auth`), env: settings }, fetcher)
    const request = new Request(`${site}/callback?code=code-1&state=abc`, { headers: { cookie: `${COOKIE}=abc` } })
    await handleSignIn({ request, env: settings }, fetcher)
    const authorize = new URL(start.headers.get('location')!)
    return [`${authorize.origin}${authorize.pathname}`, exchanges[0]?.url]
  }
  const production = ['https://github.com/login/oauth/authorize', 'https://github.com/login/oauth/access_token']
  expect(await addresses(SITE, hook)).toEqual(production)
  expect(await addresses(SITE, { ...env, GITHUB_OAUTH_BASE_URL: 'https://attacker.example' })).toEqual(production)
  expect(await addresses('http://127.0.0.1:8788', { ...env, GITHUB_OAUTH_BASE_URL: 'https://attacker.example' })).toEqual(
    production,
  )
  expect(await addresses('http://127.0.0.1:8788', hook)).toEqual([
    'http://127.0.0.1:4999/login/oauth/authorize',
    'http://127.0.0.1:4999/login/oauth/access_token',
  ])
})

test('a null, empty or unexpected reply from GitHub ends in the short sign-in failed page with no token', async () => {
  const replies = [
    () => Response.json(null),
    () => Response.json({}),
    () => Response.json([]),
    () => Response.json({ access_token: 42, token_type: 'bearer' }),
    () => Response.json({ access_token: 'gho_token789', token_type: 'mac' }),
    () => Response.json({ access_token: 'gho_<script>', token_type: 'bearer' }),
    () => Response.json({ error: 7 }),
    () => new Response('<html>Unicorn!</html>', { headers: { 'content-type': 'text/html' } }),
  ]
  for (const reply of replies) {
    const { fetcher } = github(reply)
    const response = await handleSignIn({ request: callback('code=code-1&state=abc', 'abc'), env }, fetcher)
    const html = await response.text()
    expect(response.status).toBe(502)
    expect(html).toContain('<h1 style="font-size: 1.25rem">GitHub sign-in failed</h1>')
    expect(runPopup(html, SITE)[1]).toEqual({
      message: 'authorization:github:error:{"message":"GitHub sent an answer the site could not read."}',
      targetOrigin: SITE,
    })
  }
})

test('a granted sign-in exchanges the code with the secret and posts the token to the site’s own origin only', async () => {
  const { exchanges, fetcher } = granted()
  const response = await handleSignIn({ request: callback('code=code-1&state=abc', 'abc'), env }, fetcher)
  expect(response.status).toBe(200)
  expect(exchanges).toEqual([
    {
      url: `${GITHUB}/login/oauth/access_token`,
      body: { client_id: 'client-123', client_secret: 'secret-456', code: 'code-1', redirect_uri: `${SITE}/callback` },
    },
  ])
  expect(response.headers.get('set-cookie')).toContain(`${COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const html = await response.text()
  expect(runPopup(html, SITE)).toEqual([
    { message: 'authorizing:github', targetOrigin: SITE },
    { message: 'authorization:github:success:{"token":"gho_token789","provider":"github"}', targetOrigin: SITE },
  ])
  // A window of another origin answering the handshake gets nothing.
  expect(runPopup(html, 'https://attacker.example')).toEqual([{ message: 'authorizing:github', targetOrigin: SITE }])
})

test('the popup page’s policy allows its own script by hash and nothing else', async () => {
  const { fetcher } = granted()
  const response = await handleSignIn({ request: callback('code=code-1&state=abc', 'abc'), env }, fetcher)
  const script = /<script>([\s\S]*?)<\/script>/.exec(await response.text())![1]!
  const { createHash } = await import('node:crypto')
  const hash = createHash('sha256').update(script).digest('base64')
  expect(response.headers.get('content-security-policy')).toBe(
    `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  )
})

test('a state that does not match the cookie, or no cookie, is refused before any exchange', async () => {
  for (const [query, cookie] of [
    ['code=code-1&state=forged', 'abc'],
    ['code=code-1&state=abc', undefined],
    ['code=code-1', 'abc'],
  ] as const) {
    const { exchanges, fetcher } = granted()
    const response = await handleSignIn({ request: callback(query, cookie), env }, fetcher)
    expect(response.status, query).toBe(403)
    expect(exchanges).toEqual([])
    const html = await response.text()
    expect(html).toContain('Sign-in refused')
    expect(runPopup(html, SITE)[1]?.message).toMatch(/^authorization:github:error:\{"message":"Sign-in refused/)
  }
})

test('a denied authorization posts an error and no token, without asking GitHub for one', async () => {
  const { exchanges, fetcher } = granted()
  const response = await handleSignIn(
    { request: callback('error=access_denied&error_description=denied&state=abc', 'abc'), env },
    fetcher,
  )
  expect(exchanges).toEqual([])
  const html = await response.text()
  expect(html).toContain('GitHub sign-in was cancelled.')
  expect(runPopup(html, SITE)[1]).toEqual({
    message: 'authorization:github:error:{"message":"GitHub sign-in was cancelled."}',
    targetOrigin: SITE,
  })
})

test('GitHub refusing the code, failing or being unreachable ends in an error page with no token', async () => {
  const cases = [
    github(() => Response.json({ error: 'bad_verification_code', error_description: '<script>x</script>' })),
    github(() => new Response('down', { status: 503 })),
    github(() => {
      throw new TypeError('fetch failed')
    }),
  ]
  const messages = []
  for (const { fetcher } of cases) {
    const response = await handleSignIn({ request: callback('code=code-1&state=abc', 'abc'), env }, fetcher)
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).not.toContain('<script>x')
    messages.push(runPopup(html, SITE)[1]?.message)
  }
  expect(messages).toEqual([
    'authorization:github:error:{"message":"GitHub did not grant access (bad_verification_code)."}',
    'authorization:github:error:{"message":"GitHub answered 503."}',
    'authorization:github:error:{"message":"GitHub could not be reached."}',
  ])
})

test('a missing client id or secret is a clear 500 page naming the setting, with no stack trace', async () => {
  const { exchanges, fetcher } = granted()
  const noSecret = await handleSignIn(
    { request: callback('code=code-1&state=abc', 'abc'), env: { GITHUB_CLIENT_ID: 'client-123' } },
    fetcher,
  )
  const noId = await handleSignIn({ request: new Request(`${SITE}/auth`), env: {} }, fetcher)
  expect([noSecret.status, noId.status]).toEqual([500, 500])
  const [secretPage, idPage] = [await noSecret.text(), await noId.text()]
  expect(secretPage).toContain('<h1 style="font-size: 1.25rem">Sign-in is not set up</h1>')
  expect(secretPage).toContain('no GITHUB_CLIENT_SECRET')
  expect(idPage).toContain('no GITHUB_CLIENT_ID')
  expect(noId.headers.get('location')).toBeNull()
  expect(exchanges).toEqual([])
  for (const page of [secretPage, idPage]) expect(page).not.toMatch(/\bat .*\.ts:\d+|Error:/)
})

test('an unexpected failure is a 500 page without the error’s detail; other paths and methods are refused', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const broken = {
      get GITHUB_CLIENT_ID(): string {
        throw new Error('secret detail')
      },
    } as OAuthEnv
    const response = await handleSignIn({ request: new Request(`${SITE}/auth`), env: broken }, fetch)
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('secret detail')
    expect(error).toHaveBeenCalledOnce()
  } finally {
    error.mockRestore()
  }
  expect((await handleSignIn({ request: new Request(`${SITE}/auth`, { method: 'POST' }), env }, fetch)).status).toBe(405)
  expect((await handleSignIn({ request: new Request(`${SITE}/other`), env }, fetch)).status).toBe(404)
})

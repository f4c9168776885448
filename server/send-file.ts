import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync } from 'node:fs'
import { open, realpath, type FileHandle } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'

// Opened before the status line goes out, so a file vanishing mid-request ends one response, not the process (docs/decisions/009).

export type Encoding = 'br' | 'gzip'

const ENCODING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' }

const SERVER_ORDER: ReadonlyArray<Encoding> = ['br', 'gzip']

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.yml': 'text/yaml; charset=utf-8',
}

export function contentTypeFor(pathname: string): string {
  return CONTENT_TYPES[extname(pathname).toLowerCase()] ?? 'application/octet-stream'
}

/** Encodings of `available` the header allows, best first (RFC 9110 §12.5.3); anything malformed counts as not accepted. */
export function acceptedEncodings(header: string | undefined, available: ReadonlyArray<Encoding>): ReadonlyArray<Encoding> {
  if (!header || available.length === 0) return NONE
  const key = `${available.join(',')}\n${header}`
  const known = encodingsByHeader.get(key)
  if (known) return known
  if (encodingsByHeader.size >= ENCODING_CACHE_SIZE) encodingsByHeader.clear()
  const encodings = parseAcceptedEncodings(header, available)
  encodingsByHeader.set(key, encodings)
  return encodings
}

const NONE: ReadonlyArray<Encoding> = []
const ENCODING_CACHE_SIZE = 256
const encodingsByHeader = new Map<string, ReadonlyArray<Encoding>>()

function parseAcceptedEncodings(header: string, available: ReadonlyArray<Encoding>): ReadonlyArray<Encoding> {
  const weights = new Map<string, number>()
  for (const part of header.slice(0, 1024).split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!/^[a-z0-9*!#$%&'+.^_`|~-]+$/.test(token)) continue
    let weight = 1
    for (const param of params.filter((piece) => piece.startsWith('q='))) {
      const match = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.exec(param)
      weight = match ? Number(match[1]) : 0
    }
    weights.set(token, weight)
  }
  const wildcard = weights.get('*') ?? 0
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? wildcard
  return SERVER_ORDER.filter((encoding) => available.includes(encoding) && weightOf(encoding) > 0).sort(
    (a, b) => weightOf(b) - weightOf(a),
  )
}

type ByteRange = { start: number; end: number }

/** null: ignore the header and send the whole file, as RFC 9110 §14.2 allows for multiple or malformed ranges. */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim())
  if (!match || size === 0) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    const suffix = Number(last)
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}

function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque)
}

export function isInside(realPath: string, realRoot: string): boolean {
  return realPath === realRoot || realPath.startsWith(realRoot.endsWith(sep) ? realRoot : `${realRoot}${sep}`)
}

// Opens the resolved path without following a final link, so a link swapped in meanwhile cannot lead out of the build.
async function openVariant(
  path: string,
  realRoot: string,
  variants: ReadonlyArray<Encoding | undefined>,
): Promise<{ handle: FileHandle; size: number; mtime: Date; encoding: Encoding | undefined } | null> {
  for (const encoding of variants) {
    let handle: FileHandle
    try {
      const realPath = await realpath(encoding ? `${path}${ENCODING_SUFFIX[encoding]}` : path)
      if (!isInside(realPath, realRoot)) continue
      handle = await open(realPath, constants.O_RDONLY | constants.O_NOFOLLOW)
    } catch (error) {
      if (isMissing(error)) continue
      throw error
    }
    const stats = await handle.stat().catch(async (error: unknown) => {
      await handle.close()
      throw error
    })
    if (stats.isFile()) return { handle, size: stats.size, mtime: stats.mtime, encoding }
    await handle.close()
  }
  return null
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'ELOOP'
}

// Node can refuse a request (400, e.g. `Transfer-Encoding: xchunked`) after handing us its headers and destroy the response.
function isClientAbort(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ERR_STREAM_UNABLE_TO_PIPE' || code === 'ECONNRESET' || code === 'EPIPE'
  )
}

type Representation = { size: number; mtime: Date; encoding: Encoding | undefined }
type Answer = { status: number; headers: Record<string, string>; start: number; end: number }

function answerFor(
  requestHeaders: IncomingMessage['headers'],
  path: string,
  headers: Readonly<Record<string, string>>,
  encodings: ReadonlyArray<Encoding>,
  { size, mtime, encoding }: Representation,
): Answer {
  const etag = `W/"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`
  const common: Record<string, string> = {
    ...headers,
    ETag: etag,
    'Last-Modified': mtime.toUTCString(),
    ...(encodings.length > 0 ? { Vary: 'Accept-Encoding' } : {}),
  }

  const ifNoneMatch = requestHeaders['if-none-match']
  const ifModifiedSince = requestHeaders['if-modified-since']
  const notModified =
    ifNoneMatch !== undefined
      ? matchesEtag(ifNoneMatch, etag)
      : ifModifiedSince !== undefined && Math.floor(mtime.getTime() / 1000) * 1000 <= Date.parse(ifModifiedSince)
  if (notModified) return { status: 304, headers: common, start: 0, end: -1 }

  // If-Range would need a strong validator; ours are weak, so a conditional range gets the whole file.
  const rangeHeader = requestHeaders.range
  const range = rangeHeader !== undefined && requestHeaders['if-range'] === undefined ? parseRange(rangeHeader, size) : null
  if (range === 'unsatisfiable') {
    return {
      status: 416,
      headers: { ...common, 'Content-Range': `bytes */${size}`, 'Content-Type': 'text/plain; charset=utf-8' },
      start: 0,
      end: -1,
    }
  }
  const { start, end } = range ?? { start: 0, end: size - 1 }
  return {
    status: range ? 206 : 200,
    headers: {
      ...common,
      'Content-Type': contentTypeFor(path),
      'Content-Length': String(Math.max(0, end - start + 1)),
      'Accept-Ranges': 'bytes',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
    },
    start,
    end,
  }
}

function writeHead(req: IncomingMessage, res: ServerResponse, answer: Answer): boolean {
  res.writeHead(answer.status, answer.headers)
  if (answer.status === 304) {
    res.end()
    return false
  }
  if (answer.status === 416) {
    res.end('Range Not Satisfiable')
    return false
  }
  if (req.method === 'HEAD' || answer.end < answer.start) {
    res.end()
    return false
  }
  return true
}

export type SendFileOptions = {
  path: string
  root: string
  headers: Readonly<Record<string, string>>
  encodings: ReadonlyArray<Encoding>
  onStreamError?: (error: unknown) => void
}

/** Resolves to 'missing', nothing written, when the file is gone or resolves outside the root, so the caller can answer 404. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, options: SendFileOptions): Promise<'sent' | 'missing'> {
  const { path, headers, encodings } = options
  // Byte ranges address the uncompressed file; a precompressed variant is only chosen for whole-file answers.
  const preferred = req.headers.range === undefined ? acceptedEncodings(req.headers['accept-encoding'], encodings) : []
  const file = await openVariant(path, options.root, [...preferred, undefined])
  if (!file) return 'missing'
  const { handle } = file
  try {
    const answer = answerFor(req.headers, path, headers, encodings, file)
    if (!writeHead(req, res, answer)) return 'sent'
    const { start, end } = answer
    await pipeline(handle.createReadStream({ start, end, autoClose: false }), res).catch((error: unknown) => {
      if (!isClientAbort(error)) options.onStreamError?.(error)
      res.destroy()
    })
    return 'sent'
  } finally {
    await handle.close()
  }
}

type PreloadedVariant = Representation & { body: Buffer; whole: Answer }

export type PreloadedFile = {
  path: string
  headers: Readonly<Record<string, string>>
  encodings: ReadonlyArray<Encoding>
  plain: PreloadedVariant
  variants: Partial<Record<Encoding, PreloadedVariant>>
}

function preloadVariant(
  file: string,
  path: string,
  headers: Readonly<Record<string, string>>,
  encodings: ReadonlyArray<Encoding>,
  encoding: Encoding | undefined,
): PreloadedVariant {
  const descriptor = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW)
  try {
    // Size, date and bytes from one descriptor, so the validators describe exactly the bytes held.
    const { mtime } = fstatSync(descriptor)
    const body = readFileSync(descriptor)
    const representation = { size: body.length, mtime, encoding }
    return { ...representation, body, whole: answerFor({}, path, headers, encodings, representation) }
  } finally {
    closeSync(descriptor)
  }
}

/** undefined when the file or a copy now resolves outside `realRoot`. */
export function preloadFile(
  path: string,
  realRoot: string,
  headers: Readonly<Record<string, string>>,
  encodings: ReadonlyArray<Encoding>,
): PreloadedFile | undefined {
  const resolved = (file: string) => {
    const realPath = realpathSync(file)
    return isInside(realPath, realRoot) ? realPath : undefined
  }
  const plainPath = resolved(path)
  if (plainPath === undefined) return undefined
  const variants: Partial<Record<Encoding, PreloadedVariant>> = {}
  for (const encoding of encodings) {
    const variantPath = resolved(`${path}${ENCODING_SUFFIX[encoding]}`)
    if (variantPath === undefined) return undefined
    variants[encoding] = preloadVariant(variantPath, path, headers, encodings, encoding)
  }
  return { path, headers, encodings, plain: preloadVariant(plainPath, path, headers, encodings, undefined), variants }
}

export function sendPreloaded(req: IncomingMessage, res: ServerResponse, file: PreloadedFile) {
  const requestHeaders = req.headers
  const ranged = requestHeaders.range !== undefined
  const encoding = ranged ? undefined : acceptedEncodings(requestHeaders['accept-encoding'], file.encodings)[0]
  const variant = (encoding && file.variants[encoding]) || file.plain
  const conditional = ranged || requestHeaders['if-none-match'] !== undefined || requestHeaders['if-modified-since'] !== undefined
  const answer = conditional ? answerFor(requestHeaders, file.path, file.headers, file.encodings, variant) : variant.whole
  if (writeHead(req, res, answer)) res.end(variant.body.subarray(answer.start, answer.end + 1))
}

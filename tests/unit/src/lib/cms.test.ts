import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { expect, test } from 'vitest'
import { adminCsp, adminHtml, cmsConfig, localCmsConfig, type CmsCollection, type CmsField } from '#src/lib/cms.ts'
import { previewSite } from '../../../fixtures/site.ts'
import { SPEC_ROOT, SPEC_TAGS } from '../../../fixtures/specification.ts'

// The CMS's collections are generated from the zod schemas, and they must fit the files as they are.

const config = cmsConfig(previewSite, {})

function collection(name: string): CmsCollection {
  const found = config.collections.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no collection ${name}`)
  return found
}

function fieldAt(fields: ReadonlyArray<CmsField>, path: string): CmsField {
  const [head, ...rest] = path.split('.')
  const field = fields.find((candidate) => candidate.name === head)
  if (!field) throw new Error(`no field ${path}`)
  return rest.length === 0 ? field : fieldAt(field.fields ?? [], rest.join('.'))
}

/** Every key of `data` has a field, at any depth: the editor shows (and keeps) everything the file holds. */
function uncovered(data: unknown, fields: ReadonlyArray<CmsField>, where: string): Array<string> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return []
  return Object.entries(data).flatMap(([key, value]) => {
    const field = fields.find((candidate) => candidate.name === key)
    if (!field) return [`${where}.${key}`]
    if (Array.isArray(value))
      return value.flatMap((item, index) => uncovered(item, field.fields ?? [], `${where}.${key}[${index}]`))
    return uncovered(value, field.fields ?? [], `${where}.${key}`)
  })
}

test('every data file has a collection, and every field of every file has an editor field', () => {
  const edited = new Set<string>()
  const problems: Array<string> = []
  for (const entry of config.collections) {
    if (entry.files) {
      for (const file of entry.files) {
        edited.add(file.file)
        problems.push(...uncovered(parse(readFileSync(join(SPEC_ROOT, file.file), 'utf8')), file.fields, file.file))
      }
    } else if (entry.folder && entry.extension === 'yaml') {
      for (const name of readdirSync(join(SPEC_ROOT, entry.folder)).filter((candidate) => candidate.endsWith('.yaml'))) {
        const file = join(entry.folder, name)
        edited.add(file)
        problems.push(...uncovered(parse(readFileSync(join(SPEC_ROOT, file), 'utf8')), entry.fields ?? [], file))
      }
    }
  }
  expect(problems).toEqual([])
  const dataFiles = readdirSync(join(SPEC_ROOT, 'content'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
    .map((entry) => join(entry.parentPath, entry.name).slice(SPEC_ROOT.length + 1))
  expect(dataFiles.filter((file) => !edited.has(file))).toEqual([])
})

test('the editor refuses what the build refuses: negative or fractional prices, empty questions, long descriptions', () => {
  const plans = fieldAt(collection('pricing').files![0]!.fields, 'plans')
  // Decap's integer input drops a typed "." (599.99 became 5999): whole numbers are entered as decimals and refused.
  expect(fieldAt(plans.fields!, 'price')).toMatchObject({
    widget: 'whole-number',
    value_type: 'float',
    integer_error: 'must be a whole number of dollars',
    min: 0,
    label: 'Price (US dollars a month)',
  })
  expect(fieldAt(plans.fields!, 'monthlyHours')).toMatchObject({ widget: 'whole-number', min: 1 })
  expect(fieldAt(plans.fields!, 'badge').required).toBe(false)
  expect(fieldAt(plans.fields!, 'buttonVariant')).toMatchObject({ widget: 'select', options: ['primary', 'outline'] })
  expect(fieldAt(plans.fields!, 'tasks').min).toBe(1)

  const items = fieldAt(collection('faq').files![0]!.fields, 'items')
  expect(fieldAt(items.fields!, 'question')).toMatchObject({ widget: 'string', label: 'Question' })
  expect(fieldAt(items.fields!, 'question').required).toBeUndefined() // Decap: required unless said otherwise
  expect(fieldAt(items.fields!, 'answer').widget).toBe('text')
  expect(items.min).toBe(1) // Decap's list option; the build refuses an empty list of questions

  const description = fieldAt(collection('services').fields!, 'description')
  expect(description.pattern).toEqual(['^[\\s\\S]{0,160}$', 'must be at most 160 characters'])
  expect(new RegExp(description.pattern![0]).test('x'.repeat(161))).toBe(false)
})

test("the Site details form refuses a malformed address, email or phone with the build's own words", () => {
  const fields = collection('site').files![0]!.fields
  const cases: Array<[string, string, string]> = [
    ['booking.video', 'booking.example.com/video', 'must be an https:// address'],
    ['contact.email', 'hello@', 'must be an email address, e.g. hello@example.com'],
    ['contact.phone', '415 555 0100', 'must be written in international form, e.g. +1 415 000 0000'],
    ['social.instagram', '', 'must be an https:// address, or "not used"'],
    ['cms.repository', 'github.com/acme/site', 'must be written owner/name, as in github.com/owner/name'],
  ]
  for (const [path, value, message] of cases) {
    const [pattern, error] = fieldAt(fields, path).pattern!
    expect(new RegExp(pattern).test(value), path).toBe(false)
    expect(error, path).toBe(message)
  }
  expect(new RegExp(fieldAt(fields, 'social.instagram').pattern![0]).test('not used')).toBe(true)
  expect(new RegExp(fieldAt(fields, 'contact.phone').pattern![0]).test('+44 20 7946 0123')).toBe(true)
})

test('every text of the Site details form says, as it is typed, whether it is a preview value; no label is fixed at start-up', () => {
  const fields = collection('site').files![0]!.fields
  for (const path of ['booking.video', 'contact.address.street', 'url', 'forms.origin', 'consultation.label']) {
    expect(fieldAt(fields, path).widget, path).toBe('site-value')
    expect(fieldAt(fields, path).label, path).not.toMatch(/preview/i)
  }
  expect(fieldAt(fields, 'copyrightYear').widget).toBe('whole-number')
})

test('articles are Markdown files with their frontmatter fields, an optional cover photo and the tags to choose from', () => {
  const blog = collection('blog')
  expect(blog).toMatchObject({ folder: 'content/blog', extension: 'md', format: 'canonical-frontmatter', create: true })
  expect(blog.fields!.map((field) => field.name)).toEqual([
    'title',
    'excerpt',
    'image',
    'imageAlt',
    'imageWidth',
    'imageHeight',
    'publishedAt',
    'author',
    'tags',
    'body',
  ])
  expect(fieldAt(blog.fields!, 'image')).toMatchObject({ widget: 'photo', frame: 'cover', required: false })
  expect(fieldAt(blog.fields!, 'imageAlt').hint).toMatch(/^Required with a photo/)
  // Markdown as written: the rich-text editor rewrites every line of the body on each save.
  expect(fieldAt(blog.fields!, 'body')).toMatchObject({ widget: 'markdown', modes: ['raw'] })
  expect(fieldAt(blog.fields!, 'tags')).toMatchObject({ widget: 'select', multiple: true, options: SPEC_TAGS })
})

test('every collection is written in the one canonical style the build checks', () => {
  expect(config.collections.map((entry) => [entry.name, entry.format])).toEqual([
    ['blog', 'canonical-frontmatter'],
    ['faq', 'canonical-yaml'],
    ['pricing', 'canonical-yaml'],
    ['services', 'canonical-yaml'],
    ['industries', 'canonical-yaml'],
    ['jobs', 'canonical-yaml'],
    ['pages', 'canonical-yaml'],
    ['site', 'canonical-yaml'],
  ])
})

test('services and industries take an optional hero photo with its alt text; uploads go where the build reads them', () => {
  for (const name of ['services', 'industries']) {
    const hero = fieldAt(collection(name).fields!, 'heroImage')
    expect(hero).toMatchObject({ widget: 'object', required: false })
    expect(fieldAt(hero.fields!, 'src')).toMatchObject({ widget: 'photo', frame: 'offeringHero', required: false })
    expect(fieldAt(hero.fields!, 'alt').hint).toMatch(/^Required with a photo/)
  }
  expect([config.media_folder, config.public_folder]).toEqual(['src/assets/uploads', '/uploads'])
})

test('production edits go through GitHub pull requests to the repository the site record names', () => {
  expect(config.publish_mode).toBe('editorial_workflow')
  expect(config).not.toHaveProperty('local_backend')
  // Sign-in is the site's own /auth and /callback (functions/): Decap's base_url is the site's origin.
  const site = { ...previewSite, url: 'https://www.tandemdesk.example/', cms: { repository: 'acme/site', branch: 'live' } }
  expect(cmsConfig(site, {}).backend).toEqual({
    name: 'github',
    repo: 'acme/site',
    branch: 'live',
    base_url: 'https://www.tandemdesk.example',
    auth_endpoint: 'auth',
  })
  expect(cmsConfig(site, { CMS_OAUTH_URL: 'https://api.netlify.com' }).backend.base_url).toBe('https://api.netlify.com')
})

test('`npm run cms` points the same forms at the guarded local backend on its own address', () => {
  const local = localCmsConfig(previewSite, 'http://127.0.0.1:3456')
  expect(local.local_backend).toEqual({ url: 'http://127.0.0.1:3456/api/v1', allowed_hosts: ['127.0.0.1'] })
  expect(local.collections).toEqual(config.collections)
  expect(local.display_url).toBe('http://127.0.0.1:3456')
})

test('the CMS page is noindex, with its own policy, and loads Decap’s bundle', () => {
  const html = adminHtml(previewSite)
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
  expect(html).toContain(`<meta http-equiv="content-security-policy" content="${adminCsp()}">`)
  expect(html).toContain('<script src="/admin/decap-cms.js"></script>')
  expect(adminCsp()).toMatch(/script-src 'self' 'unsafe-eval';/)
  expect(adminCsp()).not.toMatch(/script-src[^;]*unsafe-inline/)
})

test('the CMS page reaches only the site, GitHub’s API and the blob: URLs Decap makes of a photo being uploaded', () => {
  expect(adminCsp()).toContain("connect-src 'self' blob: https://api.github.com;")
  expect(adminCsp()).not.toMatch(/127\.0\.0\.1|localhost/)
  expect(adminHtml(previewSite)).toContain('<script src="/admin/editor.js"></script>')
})

test('no label says "(optional)": Decap adds it to every field that is not required', () => {
  const labels = (fields: ReadonlyArray<CmsField>): Array<string> =>
    fields.flatMap((field) => [field.label, ...labels(field.fields ?? []), ...(field.field ? labels([field.field]) : [])])
  const all = config.collections.flatMap((entry) => [
    ...labels(entry.fields ?? []),
    ...(entry.files ?? []).flatMap((file) => labels(file.fields)),
  ])
  expect(all.length).toBeGreaterThan(100)
  expect(all.filter((label) => /optional/i.test(label))).toEqual([])
})

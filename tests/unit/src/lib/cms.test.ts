import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { expect, test } from 'vitest'
import { POST_TAGS } from '#src/content/schemas.ts'
import { adminCsp, adminHtml, cmsConfig, type CmsCollection, type CmsField } from '#src/lib/cms.ts'
import { previewSite } from '../../../fixtures/site.ts'

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
        problems.push(...uncovered(parse(readFileSync(file.file, 'utf8')), file.fields, file.file))
      }
    } else if (entry.folder && entry.extension === 'yaml') {
      for (const name of readdirSync(entry.folder).filter((candidate) => candidate.endsWith('.yaml'))) {
        const file = join(entry.folder, name)
        edited.add(file)
        problems.push(...uncovered(parse(readFileSync(file, 'utf8')), entry.fields ?? [], file))
      }
    }
  }
  expect(problems).toEqual([])
  const dataFiles = readdirSync('content', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
    .map((entry) => join(entry.parentPath, entry.name))
  expect(dataFiles.filter((file) => !edited.has(file))).toEqual([])
})

test('the editor refuses what the build refuses: negative prices, empty questions, long descriptions', () => {
  const plans = fieldAt(collection('pricing').files![0]!.fields, 'plans')
  expect(fieldAt(plans.fields!, 'price')).toMatchObject({
    widget: 'number',
    value_type: 'int',
    min: 0,
    label: 'Price (US dollars a month)',
  })
  expect(fieldAt(plans.fields!, 'monthlyHours')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 })
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

test('the Site details form marks each field still holding a preview value, and no other', () => {
  const fields = collection('site').files![0]!.fields
  const video = fieldAt(fields, 'booking.video')
  expect(video.label).toBe('Video consultation booking page (preview)')
  expect(video.hint).toMatch(
    /^Preview value \(https:\/\/booking\.example\.com\/video-consultation\): replace it with the real one/,
  )
  expect(fieldAt(fields, 'contact.address.street').label).toMatch(/\(preview\)$/)
  for (const path of ['url', 'contact.address.city', 'forms.origin', 'consultation.label']) {
    expect(fieldAt(fields, path).label, path).not.toMatch(/preview/)
  }
})

test('articles are Markdown files with their frontmatter fields, an optional cover photo and the tags to choose from', () => {
  const blog = collection('blog')
  expect(blog).toMatchObject({ folder: 'content/blog', extension: 'md', format: 'frontmatter', create: true })
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
  expect(fieldAt(blog.fields!, 'image')).toMatchObject({ widget: 'image', required: false })
  expect(fieldAt(blog.fields!, 'imageAlt').hint).toMatch(/^Required with a photo/)
  expect(fieldAt(blog.fields!, 'body').widget).toBe('markdown')
  expect(fieldAt(blog.fields!, 'tags')).toMatchObject({ widget: 'select', multiple: true, options: [...POST_TAGS] })
})

test('services and industries take an optional hero photo with its alt text; uploads go where the build reads them', () => {
  for (const name of ['services', 'industries']) {
    const hero = fieldAt(collection(name).fields!, 'heroImage')
    expect(hero).toMatchObject({ widget: 'object', required: false })
    expect(fieldAt(hero.fields!, 'src')).toMatchObject({ widget: 'image', required: false })
    expect(fieldAt(hero.fields!, 'alt').hint).toMatch(/^Required with a photo/)
  }
  expect([config.media_folder, config.public_folder]).toEqual(['src/assets/uploads', '/uploads'])
})

test('production edits go through GitHub pull requests; the local backend is for `npm run cms`', () => {
  expect(config.publish_mode).toBe('editorial_workflow')
  expect(config.local_backend.url).toBe('http://127.0.0.1:8081/api/v1')
  // Sign-in is the site's own /auth and /callback (functions/): Decap's base_url is the site's origin.
  expect(cmsConfig({ ...previewSite, url: 'https://www.tandemdesk.example/' }, {}).backend).toEqual({
    name: 'github',
    repo: 'OWNER/REPOSITORY',
    branch: 'main',
    base_url: 'https://www.tandemdesk.example',
    auth_endpoint: 'auth',
  })
  expect(cmsConfig(previewSite, { CMS_GITHUB_REPO: 'acme/site', CMS_OAUTH_URL: 'https://api.netlify.com' }).backend).toEqual({
    name: 'github',
    repo: 'acme/site',
    branch: 'main',
    base_url: 'https://api.netlify.com',
    auth_endpoint: 'auth',
  })
})

test('the CMS page is noindex, with its own policy, and loads Decap’s bundle', () => {
  const html = adminHtml(previewSite)
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
  expect(html).toContain(`<meta http-equiv="content-security-policy" content="${adminCsp()}">`)
  expect(html).toContain('<script src="/admin/decap-cms.js"></script>')
  expect(adminCsp()).toMatch(/script-src 'self' 'unsafe-eval';/)
  expect(adminCsp()).not.toMatch(/script-src[^;]*unsafe-inline/)
})

test('the production CMS page reaches GitHub’s API only; the page `npm run cms` serves also reaches the local backend', () => {
  expect(adminCsp()).toContain("connect-src 'self' https://api.github.com;")
  expect(adminCsp()).not.toMatch(/127\.0\.0\.1|localhost/)
  const local = adminHtml(previewSite, { localBackend: true })
  expect(local).toContain("connect-src 'self' https://api.github.com http://127.0.0.1:8081 http://localhost:8081;")
  expect(adminHtml(previewSite)).not.toMatch(/127\.0\.0\.1|localhost/)
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

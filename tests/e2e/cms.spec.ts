import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { addJobOpening, JOB_OPENING } from '../fixtures/site.ts'
import { expect, test } from './fixtures.ts'
import { changedLines, openEntry, publish, savedText, startLocalCms, type LocalCms } from './local-cms.ts'

/**
 * Issue 45: the owner's everyday edits in `npm run cms`, as the owner makes them, on a copy of the project with the
 * fixture content. A save changes only the line of the field changed, in every collection; saving an entry back as it
 * was leaves its file byte-identical; a photo uploads; a new article needs no second edit; and after all of it
 * `npm run test:content` passes and the pages show it. What the editor refuses, it refuses with the build's words.
 */

let cms: LocalCms

// One copy for all of them, in order; Decap's 5 MB bundle starts slowly on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  cms = await startLocalCms(addJobOpening)
})

test.afterAll(() => cms?.stop())

/** One field of one entry of each collection, and the text it becomes. */
const EDITS = [
  { hash: 'blog/entries/remote-work-trends-2025', file: 'content/blog/remote-work-trends-2025.md', label: 'Title', nth: 0 },
  { hash: 'faq/entries/faq', file: 'content/faq.yaml', label: 'Answer', nth: 1 },
  { hash: 'pricing/entries/pricing', file: 'content/pricing.yaml', label: 'Price (US dollars a month)', nth: 1, to: '612' },
  { hash: 'services/entries/sales', file: 'content/services/sales.yaml', label: 'Subtitle', nth: 0 },
  { hash: 'industries/entries/healthcare', file: 'content/industries/healthcare.yaml', label: 'Subtitle', nth: 0 },
  { hash: `jobs/entries/${JOB_OPENING.id}`, file: `content/jobs/${JOB_OPENING.id}.yaml`, label: 'Title', nth: 0 },
  { hash: 'pages/entries/home', file: 'content/pages/home.yaml', label: 'Title', nth: 0 },
  { hash: 'site/entries/site', file: 'content/site.yaml', label: 'Tagline', nth: 0 },
] as const

/** Each file as it was, and the field's value in it, before the first save changed it. */
const originals = new Map<string, { text: string; value: string }>()
const PHOTO = { file: 'our-sales-desk.jpg', alt: 'A sales assistant at a desk with two screens' }
const NEW_ARTICLE = { title: 'Three Hand-offs for a New Assistant', id: 'three-hand-offs-for-a-new-assistant' }

for (const edit of EDITS) {
  test(`${edit.hash}: a save writes only the line of the field changed`, async ({ page }) => {
    const before = cms.read(edit.file)
    await openEntry(page, cms, `#/collections/${edit.hash}`)
    const field = page.getByLabel(edit.label, { exact: true }).nth(edit.nth)
    originals.set(edit.file, { text: before, value: await field.inputValue() })
    const value = 'to' in edit ? edit.to : `${await field.inputValue()} (edited in the CMS)`
    await field.fill(value)
    await publish(page)
    const changed = changedLines(before, await savedText(cms, edit.file, before))
    expect(changed).toHaveLength(2)
    expect(changed[1]).toContain(value)
  })
}

test('a photo uploaded as the marketing page’s hero is saved into the uploads, named in the page’s file', async ({ page }) => {
  const photo = join(cms.copy, PHOTO.file)
  writeFileSync(
    photo,
    await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#4f78a6' } })
      .jpeg()
      .toBuffer(),
  )
  await openEntry(page, cms, '#/collections/services/entries/marketing')
  await page.getByRole('button', { name: 'Choose an image' }).click()
  await page.locator('input[type=file]').setInputFiles(photo)
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await page.getByLabel('Photo description (alt text)').fill(PHOTO.alt)
  await publish(page)
  await expect.poll(() => existsSync(join(cms.copy, 'src/assets/uploads', PHOTO.file)), { timeout: 10_000 }).toBe(true)
  await expect
    .poll(() => cms.read('content/services/marketing.yaml'), { timeout: 10_000 })
    .toContain(`heroImage:\n  src: /uploads/${PHOTO.file}\n  alt: ${PHOTO.alt}\n`)
})

test('a photo smaller than the layout needs is refused in the editor with the build’s words, and nothing is saved', async ({
  page,
  problems,
}) => {
  // Decap ends a refused save by rejecting a promise with no reason, which Chromium reports as an uncaught `undefined`.
  problems.allow(/^pageerror: undefined$/)
  const small = join(cms.copy, 'small-photo.jpg')
  writeFileSync(
    small,
    await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#c4683f' } })
      .jpeg()
      .toBuffer(),
  )
  const before = cms.read('content/industries/healthcare.yaml')
  await openEntry(page, cms, '#/collections/industries/entries/healthcare')
  await page.getByRole('button', { name: 'Choose an image' }).click()
  await page.locator('input[type=file]').setInputFiles(small)
  await page.getByRole('button', { name: 'Choose selected' }).click()
  const problem =
    '/uploads/small-photo.jpg is 1000×700 pixels, smaller than the layout needs: a service or industry hero (4:3) needs at least 1200×900'
  await expect(page.getByRole('alert').filter({ hasText: problem })).toBeVisible()
  await page.getByLabel('Photo description (alt text)').fill('A small photo')
  await publish(page)
  await expect(page.getByText(`Photo ${problem}.`, { exact: false })).toBeVisible()
  expect(cms.read('content/industries/healthcare.yaml')).toBe(before)
  expect(readdirSync(join(cms.copy, 'src/assets/uploads'))).not.toContain('small-photo.jpg')
})

test('a new article written in the CMS is saved as its own file, in the canonical style', async ({ page }) => {
  await openEntry(page, cms, '#/collections/blog/new')
  await page.getByLabel('Title', { exact: true }).fill(NEW_ARTICLE.title)
  await page.getByLabel('Excerpt', { exact: true }).fill('The first three tasks to hand over, and how to check each went well.')
  await page.getByLabel('Published', { exact: true }).fill('2025-11-03T09:00:00-08:00')
  await page.getByLabel('Author', { exact: true }).fill('Operations Team')
  await page.getByLabel('Tags', { exact: true }).fill('Delegation')
  await page.keyboard.press('Enter')
  await page.getByRole('textbox').last().click()
  await page.keyboard.insertText(`## Start with one task\n\nPick one task you repeat every week and hand over just that.`)
  await publish(page)
  const file = `content/blog/${NEW_ARTICLE.id}.md`
  await expect.poll(() => existsSync(join(cms.copy, file)), { timeout: 10_000 }).toBe(true)
  expect(cms.read(file)).toMatch(
    new RegExp(
      `^---\\ntitle: ${NEW_ARTICLE.title}\\n[\\s\\S]*publishedAt: "2025-11-03T09:00:00-08:00"\\n[\\s\\S]*---\\n\\n## Start`,
    ),
  )
})

test('after those saves, npm run test:content passes; the new article opens the blog and the photo is the marketing hero', async () => {
  test.setTimeout(300_000)
  const checks = cms.run('test:content')
  expect(checks.status, checks.output.slice(-3000)).toBe(0)
  const blog = readFileSync(join(cms.copy, 'dist/blogs.html'), 'utf8')
  expect(/<article[\s\S]*?<h3[^>]*>([\s\S]*?)<\/h3>/.exec(blog)?.[1]).toContain(NEW_ARTICLE.title)
  const marketing = readFileSync(join(cms.copy, 'dist/services/marketing.html'), 'utf8')
  expect(marketing).toContain(`alt="${PHOTO.alt}"`)
})

for (const edit of EDITS) {
  test(`${edit.hash}: saved back as it was, its file is byte-identical to what it was`, async ({ page }) => {
    const original = originals.get(edit.file)!
    await openEntry(page, cms, `#/collections/${edit.hash}`)
    await page.getByLabel(edit.label, { exact: true }).nth(edit.nth).fill(original.value)
    await publish(page)
    await expect.poll(() => cms.read(edit.file), { timeout: 10_000 }).toBe(original.text)
  })
}

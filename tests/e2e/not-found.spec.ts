import { expect, followLink, test, waitForHydration } from './fixtures.ts'

// The browser reports the 404 status of the document as a console error.
const STATUS_404_LOG = /Failed to load resource: the server responded with a status of 404/

test('an unknown path answers 404 with the not-found screen and logs the path', async ({ page, problems }) => {
  problems.allow(/non-existent route: \/no-such-page/)
  problems.allow(STATUS_404_LOG)
  const logged: Array<string> = []
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text())
  })
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
  await waitForHydration(page)
  await expect.poll(() => logged.join('\n')).toContain('/no-such-page')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found')
})

test('a deep unknown path also answers 404 with the not-found screen', async ({ page, problems }) => {
  problems.allow(/non-existent route/)
  problems.allow(STATUS_404_LOG)
  const response = await page.goto('/services/sales/extra/segments')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
})

test('following a link to an unknown path shows the same screen and logs it', async ({ page, problems }) => {
  problems.allow(/non-existent route: \/missing-in-app/)
  problems.allow(STATUS_404_LOG)
  const logged: Array<string> = []
  page.on('console', (message) => logged.push(message.text()))
  await page.goto('/about')
  await followLink(page, '/missing-in-app')
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
  await expect.poll(() => logged.join('\n')).toContain('/missing-in-app')
})

test('an unknown article id answers 404 with the Blog Post Not Found screen', async ({ page, problems }) => {
  problems.allow(STATUS_404_LOG)
  const response = await page.goto('/blogs/no-such-article')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible()
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Blogs' }).click()
  await expect(page).toHaveURL(/\/blogs$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
})

test('an unknown job id answers 404 with the Job Not Found screen', async ({ page, problems }) => {
  problems.allow(STATUS_404_LOG)
  const response = await page.goto('/careers/no-such-job')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible()
  await expect(page.getByText("The job you're looking for doesn't exist or has been removed.")).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('link', { name: /Back to Job Openings/ }).click()
  await expect(page).toHaveURL(/\/careers$/)
})

test('following links to unknown article and job ids shows their not-found screens', async ({ page, problems }) => {
  problems.allow(STATUS_404_LOG)
  await page.goto('/about')
  await followLink(page, '/blogs/not-an-article')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible()
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Blogs' })).toBeVisible()
  await followLink(page, '/careers/not-a-job')
  await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible()
})

test('each not-found screen leads on to services, the blog and contact', async ({ page, problems }) => {
  problems.allow(/non-existent route/)
  problems.allow(STATUS_404_LOG)
  for (const path of ['/no-such-page', '/blogs/no-such-article', '/careers/no-such-job']) {
    await page.goto(path)
    const main = page.getByRole('main')
    for (const href of ['/services', '/blogs', '/contact']) await expect(main.locator(`a[href="${href}"]`), path).toBeVisible()
  }
  await page
    .getByRole('navigation', { name: 'Where would you like to go next?' })
    .getByRole('link', { name: 'Our services' })
    .click()
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
})

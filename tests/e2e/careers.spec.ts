import { expect, test } from './fixtures.ts'

test('/careers shows the no-openings message while the list is empty', async ({ page }) => {
  await page.goto('/careers')
  await expect(page.getByRole('heading', { level: 1, name: 'Job Openings' })).toBeVisible()
  await expect(page.getByText('No open positions at the moment. Please check back later for new opportunities.')).toBeVisible()
  await expect(page.getByRole('link', { name: /View Details & Apply/ })).toHaveCount(0)
})

import type { Page } from '@playwright/test'
import { previewSite as site } from '../fixtures/site.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

// Specification §9 plan prices (USD a month) and hours; expected figures are computed here, not by src/lib/savings.ts.
const STARTER = { name: 'Starter', price: 299 }
const GROWTH = { name: 'Growth', price: 549 }
const DEDICATED = { name: 'Dedicated VA', price: 1499 }
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`

const calculator = (page: Page) => page.getByRole('region', { name: 'Compare a Local Hire With Our Plans' })

async function typeInto(page: Page, label: RegExp, value: string) {
  const field = calculator(page).getByLabel(label)
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(value)
}

test('keyboard users tab into the fields and the figures follow their typing', async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  const section = calculator(page)
  await section.getByLabel(/Hourly wage of a local hire/).focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('30')
  await page.keyboard.press('Tab')
  await expect(section.getByLabel(/Overhead/)).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('25')
  await page.keyboard.press('Tab')
  await expect(section.getByLabel(/Hours of help needed/)).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('20')

  const local = 30 * 1.25 * 20 // $750
  const saved = local - STARTER.price
  await expect(section.getByText(`Save ${usd(saved)} a month with the ${STARTER.name} plan`)).toBeVisible()
  await expect(section.getByRole('definition').filter({ hasText: usd(local) })).toHaveCount(1)
  await expect(section.getByText(`You save ${usd(saved * 12)}`)).toBeVisible()
  await expect(section.getByText(`${Math.round((saved / local) * 100)}% saved`)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: `${STARTER.name} plan` })).toContainText(
    `you save ${usd(saved)} a month`,
  )
})

test('the plan switches from Starter at 30 hours to Growth at 31', async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  await typeInto(page, /Hourly wage of a local hire/, '30')
  await typeInto(page, /Hours of help needed/, '30')
  await expect(calculator(page).getByText(`Save ${usd(30 * 30 - STARTER.price)} a month with the Starter plan`)).toBeVisible()
  await typeInto(page, /Hours of help needed/, '31')
  await expect(calculator(page).getByText(`Save ${usd(30 * 31 - GROWTH.price)} a month with the Growth plan`)).toBeVisible()
})

test('an invalid value shows its inline message and never NaN', async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  await typeInto(page, /Hours of help needed/, '-5')
  const hours = calculator(page).getByLabel(/Hours of help needed/)
  await expect(hours).toHaveAttribute('aria-invalid', 'true')
  await expect(hours).toHaveAccessibleDescription(/The hours cannot be negative\./)
  await expect(calculator(page).getByText('Correct the highlighted field to see your comparison.')).toBeVisible()
  await typeInto(page, /Hourly wage of a local hire/, '')
  await page.keyboard.press('Backspace')
  await expect(calculator(page).getByText('Enter the hourly wage of a local hire.')).toBeVisible()
  await expect(page.locator('body')).not.toContainText('NaN')
})

test('figures above 70 percent stop at 70 percent, and the estimate says so', async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  // Specification §1 "save up to 70 percent"; $35 × 60 = $2,100 against Growth's $549 would be 73.9 %; 70 % is $1,470.
  await typeInto(page, /Hourly wage of a local hire/, '35')
  const section = calculator(page)
  await expect(section.getByText(`Save ${usd(1470)} a month with the ${GROWTH.name} plan`)).toBeVisible()
  await expect(section.getByRole('definition').filter({ hasText: '70% saved' })).toHaveCount(1)
  await expect(section.getByText(/up to 70 percent against local hiring/)).toBeVisible()
  await expect(section).not.toContainText(usd(2100 - GROWTH.price))
})

test('on a phone the estimate stays in view while the visitor types in any field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/pricing')
  // Specification §9: 120 hours is more than Scale's 90, so the Dedicated VA from $1,499; 120 × $25 = $3,000 a month.
  const estimate = calculator(page).getByText(`Save ${usd(120 * 25 - DEDICATED.price)} a month with the ${DEDICATED.name} plan`)
  for (const [label, value] of [
    [/Hours of help needed/, '120'],
    [/Hourly wage of a local hire/, '25'],
  ] as const) {
    await typeInto(page, label, value)
    await expect(estimate).toBeInViewport({ ratio: 1 })
    // The field typed in is on screen too, not under the estimate or the site header that stay there.
    const field = calculator(page).getByLabel(label)
    await expect(field).toBeInViewport({ ratio: 1 })
    const box = (await field.boundingBox())!
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    expect(await field.evaluate((input, { x, y }) => input === document.elementFromPoint(x, y), centre)).toBe(true)
  }
})

test('without JavaScript the calculator shows the example estimate and says it is the example', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/pricing')
  const section = calculator(page)
  await expect(section.getByText(`Save ${usd(25 * 60 - GROWTH.price)} a month with the ${GROWTH.name} plan`)).toBeVisible()
  await expect(section.getByText(/the estimate shows the example values/i)).toBeVisible()
  await expect(section).not.toContainText('JavaScript')
  await context.close()
})

test('the estimate offers the free consultation, attributed to the calculator on /pricing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/pricing')
  const link = calculator(page).getByRole('link', { name: /^Schedule a Free Consultation/ })
  await expect(link).toHaveCount(1)
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('target', '_blank')
  const url = new URL((await link.getAttribute('href'))!)
  expect(`${url.origin}${url.pathname}`).toBe(site.booking.video)
  expect(url.searchParams.get('utm_content')).toBe('/pricing:calculator')
})

import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

// Specification §9 plan prices (USD a month) and hours; expected figures are computed here, not by src/lib/savings.ts.
const STARTER = { name: 'Starter', price: 299 }
const GROWTH = { name: 'Growth', price: 549 }
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
  await page.keyboard.type('40')
  await page.keyboard.press('Tab')
  await expect(section.getByLabel(/Overhead/)).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('25')
  await page.keyboard.press('Tab')
  await expect(section.getByLabel(/Hours of help needed/)).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('20')

  const local = 40 * 1.25 * 20 // $1,000
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

// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { SavingsCalculator } from '#src/components/sections/savings-calculator.tsx'
import { bookingFor } from '#src/lib/booking.ts'
import { calculatorPlans } from '#src/lib/savings.ts'
import { pricing } from '../../../../fixtures/content.ts'
import { previewSite } from '../../../../fixtures/site.ts'

// Specification §1: "save up to 70 percent against local hiring"; §9: Growth $549 for 60 hours.
function renderCalculator() {
  render(
    <SavingsCalculator
      plans={calculatorPlans(pricing.plans)}
      booking={bookingFor(previewSite, '/pricing')}
      copy={pricing.calculator}
    />,
  )
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

test('figures above 70 percent are cut to 70 percent, and the estimate says why', () => {
  renderCalculator()
  type(/Hourly wage of a local hire/, '35')
  // $35 × 60 = $2,100 a month; the Growth plan's $549 would save $1,551 (73.9 %); 70 % of $2,100 is $1,470.
  screen.getByText('Save $1,470 a month with the Growth plan')
  screen.getByText('You save $17,640')
  screen.getByText('70% saved')
  screen.getByText(/above 70% saved.*up to 70 percent against local hiring/)
  expect(document.body.textContent).not.toContain('1,551')
})

test('figures within 70 percent are shown as they are, without the note', () => {
  renderCalculator()
  // The example, $25 × 60 = $1,500: $951 saved, 63 %.
  screen.getByText('Save $951 a month with the Growth plan')
  screen.getByText('63% saved')
  expect(screen.queryByText(/up to 70 percent against local hiring/)).toBeNull()
})

test("a field's mistake is worded from the calculator's record", () => {
  renderCalculator()
  type(/Hours of help needed/, '745')
  screen.getByText('A month has at most 744 hours; enter fewer.')
  screen.getByText('Correct the highlighted field to see your comparison.')
})

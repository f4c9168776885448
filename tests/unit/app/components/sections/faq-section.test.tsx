// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { FaqSection } from '#app/components/sections/faq-section.tsx'

const heading = { title: 'Frequently Asked Questions' }
const items = [
  { question: 'How quickly can I get started?', answer: 'You can start in under a week.' },
  { question: 'How do you vet your assistants?', answer: 'Every candidate is rigorously vetted.' },
  { question: 'Can you cover my time zone?', answer: 'Yes, in all time zones.' },
]

function renderFaq() {
  render(<FaqSection heading={heading} items={items} />)
  const section = screen.getByRole('region', { name: 'Frequently Asked Questions' })
  const trigger = (question: string) => within(section).getByRole('button', { name: question })
  // jsdom applies no CSS, so a closed panel (hidden by `data-[state=closed]:hidden`) is checked by its state.
  // Radix drops aria-controls while closed; the panel stays labelled by its trigger.
  const panelState = (question: string) =>
    section.querySelector(`[aria-labelledby="${trigger(question).id}"]`)?.getAttribute('data-state')
  return { section, trigger, panelState }
}

test('every answer is rendered while its item is closed, so the prerendered HTML holds all of them', () => {
  const { section } = renderFaq()
  for (const item of items) expect(within(section).getByText(item.answer)).toBeDefined()
  for (const button of within(section).getAllByRole('button')) expect(button.getAttribute('aria-expanded')).toBe('false')
  for (const panel of section.querySelectorAll('[data-slot="accordion-content"]')) {
    expect(panel.getAttribute('data-state')).toBe('closed')
  }
})

test('opening a question closes the one that was open', async () => {
  const user = userEvent.setup()
  const { trigger, panelState } = renderFaq()
  await user.click(trigger(items[0]!.question))
  expect(trigger(items[0]!.question).getAttribute('aria-expanded')).toBe('true')
  expect(panelState(items[0]!.question)).toBe('open')
  expect(screen.getByRole('region', { name: items[0]!.question }).textContent).toBe(items[0]!.answer)

  await user.click(trigger(items[1]!.question))
  expect(trigger(items[1]!.question).getAttribute('aria-expanded')).toBe('true')
  expect(panelState(items[1]!.question)).toBe('open')
  expect(trigger(items[0]!.question).getAttribute('aria-expanded')).toBe('false')
  expect(panelState(items[0]!.question)).toBe('closed')
})

test('the open question collapses again when it is clicked', async () => {
  const user = userEvent.setup()
  const { section, trigger, panelState } = renderFaq()
  await user.click(trigger(items[2]!.question))
  expect(trigger(items[2]!.question).getAttribute('aria-expanded')).toBe('true')
  await user.click(trigger(items[2]!.question))
  expect(panelState(items[2]!.question)).toBe('closed')
  expect(
    within(section)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-expanded')),
  ).toEqual(['false', 'false', 'false'])
})

test('questions are h3 headings under the section h2', () => {
  renderFaq()
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Frequently Asked Questions')
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(items.map((item) => item.question))
})

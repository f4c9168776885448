// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { FaqSection } from '#src/components/sections/faq-section.tsx'

const heading = { title: 'Frequently Asked Questions' }
const items = [
  { question: 'How quickly can I get started?', answer: 'You can start in under a week.' },
  { question: 'How do you vet your assistants?', answer: 'Every candidate is rigorously vetted.' },
  { question: 'Can you cover my time zone?', answer: 'Yes, in all time zones.' },
]

test('every answer is rendered inside its closed item, so the prerendered HTML holds all of them', () => {
  render(<FaqSection heading={heading} items={items} />)
  const section = screen.getByRole('region', { name: 'Frequently Asked Questions' })
  const details = section.querySelectorAll('details')
  expect(details).toHaveLength(3)
  for (const [index, item] of items.entries()) {
    const element = details[index]!
    expect(element.open).toBe(false)
    // getBy… fails the test when the item does not hold the question or the answer.
    within(element).getByRole('heading', { level: 3, name: item.question })
    within(element).getByText(item.answer)
  }
})

test('the items form one exclusive group, which keeps one answer open at a time', () => {
  render(<FaqSection heading={heading} items={items} />)
  const names = [...document.querySelectorAll('details')].map((element) => element.getAttribute('name'))
  const [first] = names
  expect(first).toMatch(/^\S+$/)
  expect(names).toEqual([first, first, first])
})

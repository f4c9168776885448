// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { withIslandBoundary } from '#src/components/islands/island-boundary.tsx'

afterEach(() => vi.restoreAllMocks())

function Calculator({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Plan record missing')
  return <p>Monthly savings: $1,131</p>
}

const CalculatorIsland = withIslandBoundary(Calculator)

test('an island that throws shows Unexpected Application Error! with the message, and the page around it stays', () => {
  // React reports the caught error to the console; the boundary's output is what the visitor sees.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  render(
    <main>
      <h1>Pricing</h1>
      <CalculatorIsland fail />
    </main>,
  )
  // Each getBy… query fails the test when nothing on screen matches.
  screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })
  screen.getByText('Plan record missing')
  screen.getByRole('heading', { level: 1, name: 'Pricing' })
  expect(screen.queryByText('Monthly savings: $1,131')).toBeNull()
})

test('an island that renders shows its content and no error view', () => {
  render(<CalculatorIsland fail={false} />)
  screen.getByText('Monthly savings: $1,131')
  expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
})

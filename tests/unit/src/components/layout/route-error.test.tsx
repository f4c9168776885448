// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { ErrorBoundary } from '#src/root.tsx'

/** A route whose loader fails the way a real one would: thrown errors and responses reach the boundary. */
function renderFailingRoute(failure: () => never) {
  const Stub = createRoutesStub([{ path: '/', Component: () => null, loader: failure, ErrorBoundary }])
  render(<Stub initialEntries={['/']} />)
}

test('a thrown error shows Unexpected Application Error! with its message', async () => {
  renderFailingRoute(() => {
    throw new Error('Content record missing')
  })
  expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy()
  expect(screen.getByText('Content record missing')).toBeTruthy()
})

test('a thrown 503 response shows its status and text', async () => {
  renderFailingRoute(() => {
    throw new Response('Maintenance', { status: 503, statusText: 'Service Unavailable' })
  })
  expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy()
  expect(screen.getByText('503 Service Unavailable')).toBeTruthy()
})

test('a thrown 404 response shows the not-found screen instead', async () => {
  renderFailingRoute(() => {
    throw new Response('Not Found', { status: 404 })
  })
  expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy()
  expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
})

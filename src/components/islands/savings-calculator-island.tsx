import { SavingsCalculator } from '#src/components/sections/savings-calculator.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

/** The pricing page's savings calculator: hydrated when it scrolls into view (`client:visible`). */
export const SavingsCalculatorIsland = withIslandBoundary(SavingsCalculator)

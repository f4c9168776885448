import { SavingsCalculator } from '#src/components/sections/savings-calculator.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

/** The pricing page's savings calculator: hydrated on the first interaction with it (`client:interaction`). */
export const SavingsCalculatorIsland = withIslandBoundary(SavingsCalculator)

import { SavingsCalculator } from '#src/components/sections/savings-calculator.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

export const SavingsCalculatorIsland = withIslandBoundary(SavingsCalculator)

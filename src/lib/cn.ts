import { type ClassValue, clsx } from 'clsx'

// Does not resolve conflicting Tailwind utilities: callers add classes, never override (docs/decisions/006-javascript-budget.md).
export function cn(...inputs: Array<ClassValue>) {
  return clsx(inputs)
}

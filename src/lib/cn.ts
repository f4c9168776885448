import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names (caller classes go last). It does not resolve conflicting Tailwind utilities: callers add
 * classes rather than override a component's own (docs/decisions/006-javascript-budget.md).
 */
export function cn(...inputs: Array<ClassValue>) {
  return clsx(inputs)
}

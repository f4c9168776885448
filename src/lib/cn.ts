// Does not resolve conflicting Tailwind utilities: callers add classes, never override (docs/decisions/006-javascript-budget.md).
export { clsx as cn } from 'clsx'

import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names and lets later Tailwind classes override earlier ones (caller classes go last). */
export function cn(...inputs: Array<ClassValue>) {
  return twMerge(clsx(inputs))
}

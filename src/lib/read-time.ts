/** Reading speed behind the read time (DESIGN.md §4: words ÷ 230, rounded up). */
export const WORDS_PER_MINUTE = 230

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

export function readTime(text: string): string {
  return `${Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE))} min read`
}

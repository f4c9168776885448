/** The `{name}` placeholders a sentence uses, in order. */
export function placeholdersOf(text: string): Array<string> {
  return [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((match) => match[1]!)
}

/** An owner's sentence with its `{name}` placeholders filled from the page's own figures (the schema lists which). */
export function fillWords(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}

/** A count in the owner's words: `one` for 1, `other` for any other number, each with `{count}`. */
export function countWords(words: { one: string; other: string }, count: number): string {
  return fillWords(count === 1 ? words.one : words.other, { count })
}

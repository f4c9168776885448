import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parseYaml } from '#src/lib/parse-yaml.ts'

test('a YAML syntax error in a content file names the file, the error and where it is', () => {
  const broken = `${readFileSync('content/faq.yaml', 'utf8')}\n  - question: [unclosed\n`
  expect(() => parseYaml(broken, 'content/faq.yaml')).toThrow(/^content\/faq\.yaml: invalid YAML: .+ at line \d+, column \d+/)
})

test('well-formed YAML is read as its data, and an empty file as no fields', () => {
  expect(parseYaml('items:\n  - question: When?\n', 'content/faq.yaml')).toEqual({ items: [{ question: 'When?' }] })
  expect(parseYaml('', 'content/faq.yaml')).toEqual({})
})

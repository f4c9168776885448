import { parse } from 'yaml'

export function parseYaml(text: string, file: string): Record<string, unknown> {
  try {
    return parse(text, { prettyErrors: true }) ?? {}
  } catch (error) {
    throw new Error(`${file}: invalid YAML: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
}

import { defineCollection } from 'astro:content'
import { glob, type Loader } from 'astro/loaders'
import { CONTENT_FILES, CONTENT_FOLDERS, type ContentFolder } from './content/collections.ts'
import { recordLoader, withContentChecks } from './content/loaders.ts'
import { SLUG } from './content/schemas.ts'

const files = Object.entries(CONTENT_FILES).map(([name, { file, schema }]) => [
  name,
  defineCollection({ loader: withContentChecks(recordLoader(name, `content/${file}`)), schema }),
])

const folders = Object.entries<ContentFolder>(CONTENT_FOLDERS).map(([name, { extension, schema, picture }]) => {
  const loader = glob({
    pattern: `*.${extension}`,
    base: `content/${name}`,
    generateId: ({ entry }) => {
      const id = entry.slice(0, -`.${extension}`.length)
      if (!SLUG.test(id)) throw new Error(`content/${name}/${entry}: the file name must be a lowercase slug (a-z, 0-9, hyphens)`)
      return id
    },
  })
  return [name, defineCollection({ loader: withContentChecks(loader, picture), schema })]
})

type Table = typeof CONTENT_FILES & typeof CONTENT_FOLDERS

export const collections = Object.fromEntries([...files, ...folders]) as {
  [N in keyof Table]: { loader: Loader; schema: Table[N]['schema'] }
}

import { defineCollection } from 'astro:content'
import { glob, type Loader } from 'astro/loaders'
import { CONTENT_FILES, CONTENT_FOLDERS, type ContentFolder } from './content/collections.ts'
import { recordLoader, withContentChecks } from './content/loaders.ts'
import { SLUG } from './content/schemas.ts'

type Files = typeof CONTENT_FILES
type Folders = typeof CONTENT_FOLDERS

function fileCollection(name: keyof Files) {
  const loader = recordLoader(name, `content/${CONTENT_FILES[name].file}`)
  return defineCollection({ loader: withContentChecks(loader), schema: CONTENT_FILES[name].schema })
}

function folderCollection(name: keyof Folders) {
  const { extension, schema, picture }: ContentFolder = CONTENT_FOLDERS[name]
  const files = glob({
    pattern: `*.${extension}`,
    base: `content/${name}`,
    generateId: ({ entry }) => {
      const id = entry.slice(0, -`.${extension}`.length)
      if (!SLUG.test(id)) throw new Error(`content/${name}/${entry}: the file name must be a lowercase slug (a-z, 0-9, hyphens)`)
      return id
    },
  })
  return defineCollection({ loader: withContentChecks(files, picture), schema })
}

const mapKeys = <T extends object, R>(table: T, make: (name: keyof T) => R) =>
  Object.fromEntries(Object.keys(table).map((name) => [name, make(name as keyof T)]))

type Collections<T extends Record<string, { schema: unknown }>> = { [N in keyof T]: { loader: Loader; schema: T[N]['schema'] } }

export const collections = {
  ...(mapKeys(CONTENT_FILES, fileCollection) as Collections<Files>),
  ...(mapKeys(CONTENT_FOLDERS, folderCollection) as Collections<Folders>),
}

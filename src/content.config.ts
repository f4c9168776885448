import { defineCollection } from 'astro:content'
import { glob, type Loader } from 'astro/loaders'
import { CONTENT_FILES, CONTENT_FOLDERS, type ContentFolder } from './content/collections.ts'
import { recordLoader, withPlanPlaceholders } from './content/loaders.ts'
import { withUploadChecks } from './content/uploads.ts'

type Files = typeof CONTENT_FILES
type Folders = typeof CONTENT_FOLDERS
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function fileCollection<N extends keyof Files>(name: N) {
  const loader = recordLoader(name, `content/${CONTENT_FILES[name].file}`)
  return defineCollection({ loader: withPlanPlaceholders(loader), schema: CONTENT_FILES[name].schema })
}

function folderCollection<N extends keyof Folders>(name: N) {
  const { folder, extension, schema, pictures } = CONTENT_FOLDERS[name] as ContentFolder
  const files = glob({
    pattern: `*.${extension}`,
    base: `content/${folder}`,
    generateId: ({ entry }) => {
      const id = entry.slice(0, -`.${extension}`.length)
      if (!SLUG.test(id))
        throw new Error(`content/${folder}/${entry}: the file name must be a lowercase slug (a-z, 0-9, hyphens)`)
      return id
    },
  })
  const loader = pictures ? withUploadChecks(files, pictures) : files
  return defineCollection({ loader: withPlanPlaceholders(loader), schema })
}

const mapKeys = <T extends object, R>(table: T, make: (name: keyof T) => R) =>
  Object.fromEntries(Object.keys(table).map((name) => [name, make(name as keyof T)]))

type Collections<T extends Record<string, { schema: unknown }>> = { [N in keyof T]: { loader: Loader; schema: T[N]['schema'] } }

export const collections = {
  ...(mapKeys(CONTENT_FILES, fileCollection) as Collections<Files>),
  ...(mapKeys(CONTENT_FOLDERS, folderCollection) as Collections<Folders>),
}

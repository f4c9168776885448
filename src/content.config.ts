import { defineCollection } from 'astro:content'
import type { Loader } from 'astro/loaders'
import { CONTENT_FILES, CONTENT_FOLDERS, type ContentFolder } from './content/collections.ts'
import { folderLoader, recordLoader } from './content/loaders.ts'

const files = Object.entries(CONTENT_FILES).map(([name, { file, schema }]) => [
  name,
  defineCollection({ loader: recordLoader(name, `content/${file}`), schema }),
])

const folders = Object.entries<ContentFolder>(CONTENT_FOLDERS).map(([name, folder]) => [
  name,
  defineCollection({ loader: folderLoader(name, folder), schema: folder.schema }),
])

type Table = typeof CONTENT_FILES & typeof CONTENT_FOLDERS

export const collections = Object.fromEntries([...files, ...folders]) as {
  [N in keyof Table]: { loader: Loader; schema: Table[N]['schema'] }
}

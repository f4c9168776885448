import type { Loader } from 'astro/loaders'
import { FRAMES, isUpload } from '#src/lib/pictures.ts'
import { checkUpload } from '#src/lib/uploads.server.ts'
import type { ContentFolder } from './collections.ts'

/**
 * Checks each upload a file names as the file is read, so a missing, broken, small or oversized picture fails the
 * build naming the file and field before Astro's image pipeline meets it. Pages check again when they show it
 * (src/content/pictures.ts), since Astro keeps unchanged entries between builds.
 */
export function withUploadChecks(loader: Loader, pictures: NonNullable<ContentFolder['pictures']>): Loader {
  return {
    name: `${loader.name}-with-uploads`,
    load: (context) =>
      loader.load({
        ...context,
        parseData: async (entry) => {
          const data = await context.parseData(entry)
          const file = entry.filePath?.replace(`${process.cwd()}/`, '') ?? `${context.collection}/${entry.id}`
          for (const { field, frame } of pictures) {
            const src = field.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data)
            if (typeof src === 'string' && isUpload(src)) await checkUpload(src, FRAMES[frame], { file, field: field.join('.') })
          }
          return data
        },
      }),
  }
}

import { Photo } from '#src/components/ui/photo.tsx'
import { cn } from '#src/lib/cn.ts'
import type { PostCover } from '#src/lib/posts.ts'
import { CoverIllustration } from '#src/components/art/cover-scenes.tsx'

type CoverImageProps = {
  cover: PostCover
  sizes: string
  priority?: boolean
  /** The hero describes the drawing with the article's figure; a card says what it shows. */
  labels?: boolean
  className?: string
}

export function CoverImage({ cover, sizes, priority = false, labels = false, className }: CoverImageProps) {
  return (
    <div
      data-slot="cover"
      className={cn('aspect-[1200/630] overflow-hidden bg-gradient-to-br from-brand-100 via-white to-accent-100', className)}
    >
      {'photo' in cover ? (
        <Photo picture={cover.photo} sizes={sizes} priority={priority} className="size-full object-cover" />
      ) : (
        <CoverIllustration art={cover.drawing} labels={labels} className="size-full" />
      )}
    </div>
  )
}

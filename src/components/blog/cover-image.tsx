import { Artwork } from '#src/components/ui/artwork.tsx'
import type { PostImage } from '#src/lib/posts.ts'

type CoverImageProps = { image: PostImage; sizes: string; priority?: boolean; className?: string }

export function CoverImage({ image, sizes, priority = false, className }: CoverImageProps) {
  if (image.artwork) return <Artwork artwork={image.artwork} alt={image.alt} className={className} />
  return (
    <picture className="contents">
      {image.avifSrcSet ? <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} /> : null}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className={className}
      />
    </picture>
  )
}

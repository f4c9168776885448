import type { PostImage } from '#src/lib/posts.ts'

type ResponsiveImageProps = {
  image: PostImage
  sizes: string
  priority?: boolean
  className?: string
}

export function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
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

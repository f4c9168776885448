import type { PostImage } from '#src/lib/posts.ts'

type ResponsiveImageProps = {
  image: PostImage
  /** The `sizes` of both candidate lists: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** The page's largest image on load: fetched at once and first. Otherwise it loads when near the viewport. */
  priority?: boolean
  className?: string
}

/**
 * A built image (cover or hero) as a <picture>: the AVIF variants first, the WebP ones as the fallback, with the
 * width and height that reserve its box before it arrives. An external image without variants is a plain <img>.
 */
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

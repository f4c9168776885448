import { Artwork } from '#src/components/ui/artwork.tsx'
import { ResponsiveImage } from '#src/components/ui/responsive-image.tsx'

/**
 * An article's cover (specification §2): its generated artwork drawn in the page, which costs no request, or the
 * picture its frontmatter names (an uploaded or external photo) as a responsive image, which takes the same props.
 */
export function CoverImage({ image, sizes, priority = false, className }: React.ComponentProps<typeof ResponsiveImage>) {
  if (image.artwork) {
    return <Artwork artwork={image.artwork} alt={image.alt} className={className} />
  }
  return <ResponsiveImage image={image} sizes={sizes} priority={priority} className={className} />
}

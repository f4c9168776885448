import { Newspaper } from 'lucide'
import { Artwork } from '#src/components/ui/artwork.tsx'
import { ResponsiveImage } from '#src/components/ui/responsive-image.tsx'
import type { PostImage } from '#src/content/types.ts'
import { site } from '#src/site.ts'

type CoverImageProps = {
  image: PostImage
  /** How wide the cover is drawn at each breakpoint, for choosing among a fetched cover's files. */
  sizes: string
  /** The page's largest image on load: a fetched cover is requested at once and first. */
  priority?: boolean
  className?: string
}

/**
 * An article's cover (specification §2): its generated artwork drawn in the page, which costs no request, or the
 * picture its frontmatter names (an uploaded or external photo) as a responsive image.
 */
export function CoverImage({ image, sizes, priority = false, className }: CoverImageProps) {
  if (image.artwork) {
    return <Artwork artwork={image.artwork} icon={Newspaper} alt={image.alt} brand={site.name} className={className} />
  }
  return <ResponsiveImage image={image} sizes={sizes} priority={priority} className={className} />
}

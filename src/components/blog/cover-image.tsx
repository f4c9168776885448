import { Artwork } from '#src/components/ui/artwork.tsx'
import { ResponsiveImage } from '#src/components/ui/responsive-image.tsx'

export function CoverImage({ image, sizes, priority = false, className }: React.ComponentProps<typeof ResponsiveImage>) {
  if (image.artwork) {
    return <Artwork artwork={image.artwork} alt={image.alt} className={className} />
  }
  return <ResponsiveImage image={image} sizes={sizes} priority={priority} className={className} />
}

import type { Picture } from '#src/lib/pictures.ts'

type PhotoProps = { picture: Picture; sizes: string; priority?: boolean; className?: string }

export function Photo({ picture, sizes, priority = false, className }: PhotoProps) {
  return (
    <picture data-slot="photo" className="contents">
      {picture.avifSrcSet ? <source type="image/avif" srcSet={picture.avifSrcSet} sizes={sizes} /> : null}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.srcSet ? sizes : undefined}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className={className}
      />
    </picture>
  )
}

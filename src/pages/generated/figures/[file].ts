import type { APIRoute } from 'astro'
import { getPosts } from '#src/content/posts.ts'
import { figureName, type Figure } from '#src/lib/figure.server.ts'
import { figureImage } from '#src/lib/images.server.tsx'

export async function getStaticPaths() {
  const figures = new Map((await getPosts()).flatMap((post) => post.figures.map((figure) => [figureName(figure), figure])))
  return [...figures].flatMap(([name, figure]) =>
    (['avif', 'webp'] as const).map((format) => ({ params: { file: `${name}.${format}` }, props: { figure, format } })),
  )
}

export const GET: APIRoute = async ({ props }) => {
  const { figure, format } = props as { figure: Figure; format: 'avif' | 'webp' }
  return new Response(new Uint8Array(await figureImage(figure, format)), { headers: { 'Content-Type': `image/${format}` } })
}

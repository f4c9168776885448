import type { APIRoute } from 'astro'
import { getPosts } from '#src/content/posts.ts'
import { figureName, figureSvg, type Figure } from '#src/lib/figure.server.ts'

export async function getStaticPaths() {
  const figures = new Map((await getPosts()).flatMap((post) => post.figures.map((figure) => [figureName(figure), figure])))
  return [...figures].map(([name, figure]) => ({ params: { file: `${name}.svg` }, props: { figure } }))
}

export const GET: APIRoute = ({ props }) =>
  new Response(figureSvg((props as { figure: Figure }).figure), { headers: { 'Content-Type': 'image/svg+xml' } })

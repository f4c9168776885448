import type { APIRoute, InferGetStaticPropsType } from 'astro'
import { getPosts } from '#src/collections/posts.ts'
import { figureName, figureSvg } from '#src/lib/figure.server.ts'

export async function getStaticPaths() {
  const figures = new Map((await getPosts()).flatMap((post) => post.figures.map((figure) => [figureName(figure), figure])))
  return [...figures].map(([name, figure]) => ({ params: { file: `${name}.svg` }, props: { figure } }))
}

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  new Response(figureSvg(props.figure), { headers: { 'Content-Type': 'image/svg+xml' } })

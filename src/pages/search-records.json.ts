import { getPosts } from '#src/content/posts.ts'
import { searchRecords } from '#src/lib/search-records.ts'

export async function GET() {
  return Response.json(searchRecords(await getPosts()))
}

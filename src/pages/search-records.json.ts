import { getPosts } from '#src/content/posts.ts'
import { searchRecords } from '#src/lib/search-records.ts'

/** The blog search's records, indexed by Pagefind once the build is done (scripts/site-build.ts), then removed. */
export async function GET() {
  return Response.json(searchRecords(await getPosts()))
}

/**
 * The blog collection order (specification §2: the index lists articles in this fixed order, not by date), from
 * content/blog-order.yaml. Each id is the file name of an article in content/blog/ without `.md`; the build fails
 * when a file is missing from this list or an id has no file.
 */
export { blogOrder as postOrder } from './records.server.ts'

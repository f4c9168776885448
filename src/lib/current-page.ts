/** `aria-current="page"` for the link to the page being shown (trailing slashes ignored), else nothing. */
export function currentPageProps(href: string, currentPath: string): { 'aria-current'?: 'page' } {
  const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
  return normalise(href) === normalise(currentPath) ? { 'aria-current': 'page' } : {}
}

/**
 * The not-found pages' only script (specification §2 '404': the requested path is logged to the console). A static
 * host serves one 404.html for every unknown path, so the path is read in the browser. Its sha256 is allowed by
 * the CSP (astro.config.ts), which is why the text lives here, in one place.
 */
export const NOT_FOUND_LOG_SCRIPT =
  "console.error('404 Error: User attempted to access non-existent route: ' + window.location.pathname)"

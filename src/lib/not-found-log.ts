export const NOT_FOUND_LOG_SCRIPT =
  "console.error('404 Error: User attempted to access non-existent route: ' + window.location.pathname)"

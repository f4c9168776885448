// Names the CMS configuration (cms.ts) and the editor's script (src/cms/editor.ts) share; that script loads nothing else of cms.ts.

/** The custom formats src/cms/editor.ts registers: every file written in one style (src/lib/content-file.ts). */
export const CMS_FORMATS = { yaml: 'canonical-yaml', frontmatter: 'canonical-frontmatter' } as const
/** The custom widgets src/cms/editor.ts registers. */
export const CMS_WIDGETS = { wholeNumber: 'whole-number', siteValue: 'site-value', photo: 'photo' } as const

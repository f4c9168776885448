import { z } from 'zod'
import { CONTENT_FILES, CONTENT_FOLDERS, type ContentFile } from '#src/collections/collections.ts'
import type { Site } from '#src/collections/schemas/site.ts'
import { CMS_FORMATS, CMS_WIDGETS } from './cms-names.ts'
import type { KeyOrder } from './content-file.ts'
import { UPLOAD_PREFIX, UPLOADS_DIR } from './pictures.ts'

// Decap's forms come from the zod schemas, so the editor and the build cannot disagree (docs/decisions/021-content-as-data-and-cms.md).

export const ADMIN_PATH = '/admin'
export const ADMIN_DIR = 'admin'

/** The previews made of the site's components (src/cms/), bundled by src/pages/admin/previews.js.ts. */
export const ADMIN_PREVIEWS = 'previews.js'
/** The formats and widgets the forms rely on (src/cms/editor.ts), bundled by src/pages/admin/editor.js.ts. */
export const ADMIN_EDITOR = 'editor.js'
/** The stylesheet that fits the editor to a phone (src/cms/admin.css). */
export const ADMIN_STYLES = 'admin.css'

type JsonSchema = z.core.JSONSchema.JSONSchema & {
  widget?: string
  frame?: string
  patternError?: string
  integerError?: string
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
}

export type CmsField = {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  fields?: Array<CmsField>
  field?: CmsField
  options?: JsonSchema['enum']
  multiple?: boolean
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  pattern?: [string, string]
  collapsed?: boolean
  summary?: string
  default?: unknown
  modes?: Array<'raw' | 'rich_text'>
  /** whole-number: the message for a fraction; photo: the frame its picture fills (src/lib/pictures.ts). */
  integer_error?: string
  frame?: string
}

const SUMMARY_FIELDS = ['path', 'name', 'title', 'question', 'heading', 'aspect', 'number']

function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function toField(name: string, schema: JsonSchema, required: boolean): CmsField {
  const field: CmsField = { name, label: schema.title ?? humanize(name), widget: 'string' }
  if (!required) field.required = false
  if (schema.description) field.hint = schema.description
  if (schema.enum) return { ...field, widget: 'select', options: schema.enum }
  const { items = {}, minItems, minimum, exclusiveMinimum, maximum, maxLength } = schema
  switch (schema.type) {
    case 'object':
      return { ...field, widget: 'object', fields: toFields(schema) }
    case 'array': {
      const list = { ...field, ...(minItems ? { min: minItems } : {}) }
      if (items.enum) return { ...list, widget: 'select', options: items.enum, multiple: true }
      if (items.type !== 'object')
        return { ...list, widget: 'list', field: toField(name.replace(/ies$/, 'y').replace(/s$/, ''), items, true) }
      const fields = toFields(items)
      const title = SUMMARY_FIELDS.find((candidate) => fields.some((item) => item.name === candidate))
      return { ...list, widget: 'list', collapsed: false, fields, ...(title ? { summary: `{{fields.${title}}}` } : {}) }
    }
    case 'integer':
    case 'number': {
      // Entered as a decimal and refused unless whole: Decap's integer input drops a typed "." and so turns 599.99 into 5999.
      const whole = schema.type === 'integer'
      const number: CmsField = whole
        ? {
            ...field,
            widget: CMS_WIDGETS.wholeNumber,
            value_type: 'float',
            integer_error: schema.integerError ?? 'must be a whole number',
          }
        : { ...field, widget: 'number', value_type: 'float' }
      if (minimum !== undefined) number.min = minimum
      else if (typeof exclusiveMinimum === 'number') number.min = exclusiveMinimum + (schema.type === 'integer' ? 1 : 0)
      // zod states an integer's range as the largest safe integers, which is no limit to an editor.
      if (maximum !== undefined && maximum < Number.MAX_SAFE_INTEGER) number.max = maximum
      return number
    }
    case 'boolean':
      return { ...field, widget: 'boolean', default: false }
    default:
      if (schema.pattern) field.pattern = [schema.pattern, schema.patternError ?? 'is not written as expected']
      if (maxLength !== undefined) field.pattern = [`^[\\s\\S]{0,${maxLength}}$`, `must be at most ${maxLength} characters`]
      if (schema.widget === CMS_WIDGETS.photo) return { ...field, widget: CMS_WIDGETS.photo, frame: schema.frame }
      return { ...field, widget: schema.widget ?? 'string' }
  }
}

function toFields(schema: JsonSchema): Array<CmsField> {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => toField(name, property, required.has(name)))
}

function fieldsFromSchema(schema: z.ZodType): Array<CmsField> {
  return toFields(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
}

/** The order of a record's keys, at every depth, as its schema lists them: the order the CMS writes them in. */
export function keyOrderOf(schema: z.ZodType): KeyOrder {
  const order = (node: JsonSchema): KeyOrder => {
    const properties = node.properties ?? {}
    const items = node.items && node.items.type === 'object' ? { items: order(node.items) } : {}
    const fields = Object.fromEntries(
      Object.entries(properties).flatMap(([key, value]) =>
        value.type === 'object' || value.items?.type === 'object' ? [[key, order(value)]] : [],
      ),
    )
    return { keys: Object.keys(properties), fields, ...items }
  }
  return order(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
}

function leaves(fields: Array<CmsField>, path: Array<string> = []): Array<[string, CmsField]> {
  return fields.flatMap((field) => {
    const at = [...path, field.name]
    return field.fields ? leaves(field.fields, at) : [[at.join('.'), field] as const]
  })
}

/** What each field is, by dotted path: the hint the CMS shows, which `npm run check:launch` prints too. */
export function fieldDescriptions(schema: z.ZodType): Map<string, string> {
  return new Map(leaves(fieldsFromSchema(schema)).map(([path, field]) => [path, field.hint ?? field.label]))
}

export type CmsCollection = {
  name: string
  format?: string
  folder?: string
  extension?: string
  fields?: Array<CmsField>
  files?: Array<{ name: string; label: string; file: string; fields: Array<CmsField> }>
}

function articleFields(fields: Array<CmsField>): Array<CmsField> {
  const publishedAt = fields.find((field) => field.name === 'publishedAt')!
  Object.assign(publishedAt, {
    label: 'Published',
    hint: 'The day, written YYYY-MM-DD (2025-05-08), or the day and time with its offset (2025-05-08T09:00:00-07:00).',
    pattern: [
      '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}[+-]\\d{2}:\\d{2})?$',
      'must be written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM',
    ],
  })
  // Markdown as written: the rich-text editor rewrites the whole body on every save (decision 038).
  return [...fields, { name: 'body', label: 'Article', widget: 'markdown', modes: ['raw'] }]
}

// Each value shows, as it is typed, whether it is still a preview value (src/cms/editor.ts).
function siteValueFields(fields: Array<CmsField>): Array<CmsField> {
  return fields.map((field) => {
    if (field.fields) return { ...field, fields: siteValueFields(field.fields) }
    return field.widget === 'string' ? { ...field, widget: CMS_WIDGETS.siteValue } : field
  })
}

const COLLECTION_ORDER = ['blog', 'faq', 'pricing', 'services', 'industries', 'jobs', 'pages', 'site']

function cmsCollections(): Array<CmsCollection> {
  const folders = Object.entries(CONTENT_FOLDERS).map(([name, entry]) => {
    const article = entry.extension === 'md'
    return {
      name,
      label: entry.label,
      label_singular: entry.singular,
      folder: `content/${name}`,
      extension: entry.extension,
      format: article ? CMS_FORMATS.frontmatter : CMS_FORMATS.yaml,
      create: true,
      identifier_field: entry.summary,
      slug: '{{slug}}',
      summary: `{{${entry.summary}}}`,
      fields: article ? articleFields(fieldsFromSchema(entry.schema)) : fieldsFromSchema(entry.schema),
    }
  })
  const files = Object.entries(CONTENT_FILES) as Array<[string, ContentFile]>
  const file = ([name, entry]: [string, ContentFile]) => {
    const fields = fieldsFromSchema(entry.schema)
    return { name, label: entry.label, file: `content/${entry.file}`, fields: name === 'site' ? siteValueFields(fields) : fields }
  }
  const single = files
    .filter(([, entry]) => !entry.group)
    .map(([name, entry]) => ({ name, label: entry.label, format: CMS_FORMATS.yaml, files: [file([name, entry])] }))
  const pages = {
    name: 'pages',
    label: 'Pages',
    format: CMS_FORMATS.yaml,
    files: files.filter(([, entry]) => entry.group).map(file),
  }
  return [...folders, ...single, pages].sort((a, b) => COLLECTION_ORDER.indexOf(a.name) - COLLECTION_ORDER.indexOf(b.name))
}

/** The production CMS: GitHub, with the editorial workflow. */
export function cmsConfig(site: Site, env: NodeJS.ProcessEnv = process.env) {
  return {
    // Sign-in is the site's own /auth (functions/); Decap checks the popup's messages against exactly this origin.
    backend: {
      name: 'github',
      repo: site.cms.repository,
      branch: site.cms.branch,
      base_url: env.CMS_OAUTH_URL ?? new URL(site.url).origin,
      auth_endpoint: 'auth',
    },
    // Each change is a branch and a pull request that CI checks before it is merged (README 'Editing the site').
    publish_mode: 'editorial_workflow',
    site_url: site.url,
    display_url: site.url,
    media_folder: UPLOADS_DIR,
    public_folder: UPLOAD_PREFIX.slice(0, -1),
    collections: cmsCollections(),
  }
}

/** `npm run cms`: the same forms over the local folder, through the guarded backend at `origin` (scripts/cms-local.ts). */
export function localCmsConfig(site: Site, origin: string) {
  return {
    ...cmsConfig(site, {}),
    // Decap uses its local backend only on these hosts; it writes the files directly (simple mode: no pull request).
    local_backend: { url: `${origin}/api/v1`, allowed_hosts: [new URL(origin).hostname] },
    site_url: origin,
    display_url: origin,
  }
}

// 'unsafe-eval': Decap compiles its schema with `new Function` (this page only; decision 030). `blob:`: Decap reads an
// uploaded photo back from the blob: URL it made for it before it saves the file.
export function adminCsp(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self' blob: https://api.github.com",
    "frame-src 'self' blob:",
  ].join('; ')
}

export function adminHtml(site: Pick<Site, 'name'>): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="content-security-policy" content="${adminCsp()}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Content manager | ${site.name}</title>
<link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url">
<link href="${ADMIN_PATH}/${ADMIN_STYLES}" rel="stylesheet">
</head>
<body>
<script src="${ADMIN_PATH}/decap-cms.js"></script>
<script src="${ADMIN_PATH}/${ADMIN_EDITOR}"></script>
<script src="${ADMIN_PATH}/${ADMIN_PREVIEWS}"></script>
</body>
</html>
`
}

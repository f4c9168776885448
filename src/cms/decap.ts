import { isUpload, UPLOAD_PREFIX } from '#src/lib/pictures.ts'

// What src/cms/ uses of the globals decap-cms.js defines (https://decapcms.org/docs/customization/). Elements are made
// with Decap's own React (`h`, `createClass`): ours renders previews to static HTML and never meets Decap's tree.

type DecapEntry = { get(key: 'slug'): string | undefined; get(key: 'data'): { toJS(): Record<string, unknown> } | undefined }
export type DecapPreviewProps = { entry: DecapEntry; getAsset: (path: string) => { toString(): string } }
type Widget = { control: unknown; preview: unknown }

type Decap = {
  CMS: {
    registerPreviewStyle(css: string, options: { raw: boolean }): void
    registerPreviewTemplate(name: string, template: (props: DecapPreviewProps) => unknown): void
    registerCustomFormat(name: string, extension: string, format: { fromFile: unknown; toFile: unknown }): void
    registerWidget(name: string, control: unknown, preview?: unknown): void
    getWidget(name: string): Widget
    getLocale(name: string): Record<string, unknown>
    registerLocale(name: string, phrases: Record<string, unknown>): void
  }
  h(type: unknown, props: Record<string, unknown>, ...children: Array<unknown>): unknown
  createClass(spec: Record<string, unknown>): unknown
}

export const { CMS, h, createClass } = window as unknown as Decap

// Decap reads a value starting with "/" as a public address and fetches it from the site, which publishes no
// originals; by its file name alone it finds the upload in the media folder: a photo just chosen, or the repository's.
export const fromMediaFolder =
  <Rest extends Array<unknown>, Asset>(getAsset: (path: string, ...rest: Rest) => Asset) =>
  (path: string, ...rest: Rest): Asset =>
    getAsset(isUpload(path) ? path.slice(UPLOAD_PREFIX.length) : path, ...rest)

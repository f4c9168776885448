import { CMS_FORMATS, CMS_WIDGETS } from '#src/lib/cms-names.ts'
import { parseContentFile, writeContentFile, type KeyOrder } from '#src/lib/content-file.ts'
import { FRAMES, isUpload, uploadProblem, type Frame } from '#src/lib/pictures.ts'
import { isPreviewValue } from '#src/lib/preview.ts'
import { CMS, createClass, fromMediaFolder, h } from './decap.ts'

// What the forms need beyond Decap's own (src/lib/cms.ts names them in the configuration): formats that write every
// file as the build reads it and in one style, and widgets that refuse what the build refuses.

declare global {
  /** JSON: the KeyOrder of every record (src/pages/admin/editor.js.ts). */
  const KEY_ORDERS: string
}

type Field = { get(key: string): unknown }
type Props = { value: unknown; field: Field; getAsset: (path: string, field: Field) => { fileObj?: File } | undefined }
type Control = { isValid?: () => unknown }
type Instance<State = object> = { props: Props; state: State; inner?: Control; setState(state: Partial<State>): void }

// Decap names the file's fields in order (sortedKeys): they tell which record is being written, and so its key order.
const orders = new Map((JSON.parse(KEY_ORDERS) as Array<KeyOrder>).map((order) => [order.keys.join('\n'), order]))
const orderOf = (keys: ReadonlyArray<string> = []) => orders.get(keys.filter((key) => key !== 'body').join('\n'))

CMS.registerCustomFormat(CMS_FORMATS.yaml, 'yaml', {
  fromFile: (text: string) => parseContentFile(text, 'content.yaml').data,
  toFile: (data: Record<string, unknown>, sortedKeys?: Array<string>) => writeContentFile({ data }, orderOf(sortedKeys)),
})

CMS.registerCustomFormat(CMS_FORMATS.frontmatter, 'md', {
  fromFile: (text: string) => {
    const { data, body } = parseContentFile(text, 'content.md')
    return { ...data, body }
  },
  toFile: ({ body = '', ...data }: Record<string, unknown>, sortedKeys?: Array<string>) =>
    writeContentFile({ data, body: String(body) }, orderOf(sortedKeys)),
})

// Decap says "<label> didn't match the pattern: <pattern>."; our patterns carry the rule in words, as the build says it.
const en = CMS.getLocale('en') as { editor: { editorControlPane: { widget: Record<string, string> } } }
en.editor.editorControlPane.widget.regexPattern = '%{fieldLabel} %{pattern}.'
CMS.registerLocale('en', en)

const invalid = (field: Field, message: string) => ({
  error: { type: 'CUSTOM', message: `${String(field.get('label'))} ${message}.` },
})

// Typed as 599.99, a price stays 599.99 and is refused, instead of becoming 5999.
const number = CMS.getWidget('number')
CMS.registerWidget(
  CMS_WIDGETS.wholeNumber,
  createClass({
    isValid(this: Instance) {
      const { value, field } = this.props
      if (typeof value === 'number' && !Number.isInteger(value)) return invalid(field, String(field.get('integer_error')))
      return this.inner?.isValid?.() ?? true
    },
    render(this: Instance) {
      return h(number.control, { ...this.props, ref: (inner: Control) => (this.inner = inner) })
    },
  }),
  number.preview,
)

// Says as the owner types whether the value is still a preview value, which a label written at start-up cannot.
const string = CMS.getWidget('string')
const PREVIEW_NOTE = 'Preview value: replace it with the business’s own before going live (npm run check:launch lists them all).'
CMS.registerWidget(
  CMS_WIDGETS.siteValue,
  createClass({
    render(this: Instance) {
      const { value } = this.props
      const note = typeof value === 'string' && isPreviewValue(value) ? h('p', { className: 'cms-note' }, PREVIEW_NOTE) : null
      return h('div', {}, h(string.control, this.props), note)
    },
  }),
  string.preview,
)

// Sharp's names, which the build's check uses (src/lib/uploads.server.ts); AVIF is a HEIF container.
const FORMAT_OF_TYPE: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
}

function measure(file: File, frame: Frame): Promise<string | undefined> {
  const format = FORMAT_OF_TYPE[file.type] ?? (file.type.split('/')[1] || undefined)
  return new Promise((resolve) => {
    const picture = new Image()
    const url = URL.createObjectURL(file)
    const done = (width?: number, height?: number) => {
      URL.revokeObjectURL(url)
      resolve(uploadProblem({ bytes: file.size, format, width, height }, frame))
    }
    picture.onload = () => done(picture.naturalWidth, picture.naturalHeight)
    picture.onerror = () => done()
    picture.src = url
  })
}

// A photo chosen now is measured as soon as it is chosen and refused with the build's own words; one already in the
// repository was checked by the build that published it.
type PhotoState = { checked?: unknown; problem?: string }
const image = CMS.getWidget('image')
CMS.registerWidget(
  CMS_WIDGETS.photo,
  createClass({
    getInitialState: () => ({}),
    // Decap re-renders a widget only when this says so; the image control must see the media library's choice.
    shouldComponentUpdate: () => true,
    componentDidMount(this: Instance<PhotoState> & { check(): void }) {
      this.check()
    },
    componentDidUpdate(this: Instance<PhotoState> & { check(): void }) {
      this.check()
    },
    check(this: Instance<PhotoState>) {
      const { value, field, getAsset } = this.props
      if (value === this.state.checked) return
      this.setState({ checked: value, problem: undefined })
      const file = typeof value === 'string' && isUpload(value) ? fromMediaFolder(getAsset)(value, field)?.fileObj : undefined
      if (!file) return
      void measure(file, FRAMES[field.get('frame') as keyof typeof FRAMES]).then((problem) => {
        if (this.props.value === value) this.setState({ problem: problem && `${value} ${problem}` })
      })
    },
    isValid(this: Instance<PhotoState>) {
      return this.state.problem ? invalid(this.props.field, this.state.problem) : true
    },
    render(this: Instance<PhotoState>) {
      const { problem } = this.state
      const control = h(image.control, { ...this.props, getAsset: fromMediaFolder(this.props.getAsset) })
      return h('div', {}, control, problem ? h('p', { className: 'cms-note', role: 'alert' }, problem) : null)
    },
  }),
  image.preview,
)

// On a phone the form comes first and the eye button shows the preview in its place (public/admin/admin.css); Decap
// reads this preference when an entry opens.
if (matchMedia('(max-width: 799px)').matches) localStorage.setItem('cms.right-pane', 'none')

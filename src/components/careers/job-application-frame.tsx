import { useEffect, useRef, useState } from 'react'
import { ExternalLink } from '#src/components/layout/external-link.tsx'
import type { CareersPageRecord } from '#src/collections/schemas/careers.ts'
import { fillWords } from '#src/lib/words.ts'
import {
  buildFormUrl,
  FORM_MOUNT_DELAY_MS,
  FORM_SCROLL_RESIZE_DELAY_MS,
  parseResizeMessage,
  type ZohoTrackingGlobals,
  type JobForm,
} from '#src/lib/job-form.ts'

type JobApplicationFrameProps = {
  form: JobForm
  origin: string
  jobTitle: string
  words: CareersPageRecord['opening']['form']
  newTab: string
}

export function JobApplicationFrame({ form, origin, jobTitle, words, newTab }: JobApplicationFrameProps) {
  const [src, setSrc] = useState<string | null>(null)
  const [height, setHeight] = useState(form.height)
  const frameRef = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    const timer = window.setTimeout(
      () => setSrc(buildFormUrl(form.url, window as unknown as ZohoTrackingGlobals)),
      FORM_MOUNT_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [form.url])

  useEffect(() => {
    let resizeTimer: number | undefined
    function onMessage(event: MessageEvent) {
      const frame = frameRef.current
      if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return
      const request = parseResizeMessage(event.data, form.perma)
      if (!request) return
      if (request.scrollIntoView) {
        frame.scrollIntoView()
        window.clearTimeout(resizeTimer)
        resizeTimer = window.setTimeout(() => setHeight(request.height), FORM_SCROLL_RESIZE_DELAY_MS)
      } else {
        setHeight(request.height)
      }
    }
    window.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('message', onMessage)
      window.clearTimeout(resizeTimer)
    }
  }, [form.perma, origin])

  return (
    <div className="flex flex-col items-center">
      {src ? (
        <iframe
          ref={frameRef}
          src={src}
          title={fillWords(words.title, { job: jobTitle })}
          loading="lazy"
          className="w-[90%] rounded-2xl border border-line bg-white"
          style={{ height: `${height}px` }}
        />
      ) : (
        <div
          className="flex w-[90%] items-start justify-center rounded-2xl border border-dashed border-line bg-surface p-8"
          style={{ height: `${height}px` }}
        >
          <p className="text-muted">{words.loading}</p>
        </div>
      )}
      <p className="mt-4 text-sm text-muted">
        {words.trouble}{' '}
        <ExternalLink href={form.url} newTab={newTab} className="font-medium text-brand-700 underline underline-offset-4">
          {words.open}
        </ExternalLink>
        .
      </p>
    </div>
  )
}

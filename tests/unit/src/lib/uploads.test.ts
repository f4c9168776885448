import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, expect, test } from 'vitest'
import { FRAMES, UPLOADS_DIR, type Frame } from '#src/lib/pictures.ts'
import { uploadProblem } from '#src/lib/pictures.ts'
import { checkUpload } from '#src/lib/uploads.server.ts'

// The owner's uploads in a project folder of their own: src/assets/uploads/<file>.
const root = mkdtempSync(join(tmpdir(), 'tandemdesk-uploads-'))
mkdirSync(join(root, UPLOADS_DIR), { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))

const where = { file: 'content/services/sales.yaml', field: 'heroImage.src' }
const check = (name: string, frame: Frame = FRAMES.offeringHero) => checkUpload(`/uploads/${name}`, frame, where, root)

async function upload(name: string, width: number, height: number, format: 'jpeg' | 'png' | 'avif' | 'gif' = 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: '#2f4fd8' } })
  writeFileSync(join(root, UPLOADS_DIR, name), await image.toFormat(format).toBuffer())
}

test('a photo large enough for its frame passes, and its size is read as shown', async () => {
  await upload('team.jpg', 2400, 1600)
  await expect(check('team.jpg')).resolves.toEqual({ width: 2400, height: 1600 })
  await upload('desk.avif', 1200, 630, 'avif')
  await expect(check('desk.avif', FRAMES.cover)).resolves.toEqual({ width: 1200, height: 630 })
})

test('a missing file fails naming the content file, the field and where the file should be', async () => {
  await expect(check('nobody-uploaded-this.jpg')).rejects.toThrow(
    'content/services/sales.yaml: heroImage.src: /uploads/nobody-uploaded-this.jpg is missing: there is no file src/assets/uploads/nobody-uploaded-this.jpg (upload it in the CMS, or correct the name)',
  )
})

test('a file that is not an image, or not one browsers show, fails saying which formats work', async () => {
  writeFileSync(join(root, UPLOADS_DIR, 'notes.jpg'), 'Meeting notes, not a photo.')
  await expect(check('notes.jpg')).rejects.toThrow(
    'content/services/sales.yaml: heroImage.src: /uploads/notes.jpg is not an image this site can use: upload a JPEG, PNG, WebP or AVIF file',
  )
  await upload('animation.jpg', 2400, 1600, 'gif')
  await expect(check('animation.jpg')).rejects.toThrow('/uploads/animation.jpg is not an image this site can use (it is GIF)')
})

test('a photo smaller than its frame needs fails with its size and the size needed', async () => {
  await upload('small.png', 1200, 800, 'png')
  await expect(check('small.png')).rejects.toThrow(
    'content/services/sales.yaml: heroImage.src: /uploads/small.png is 1200×800 pixels, smaller than the layout needs: a service or industry hero (4:3) needs at least 1200×900',
  )
  await expect(check('small.png', FRAMES.cover)).resolves.toEqual({ width: 1200, height: 800 })
})

test('a file over the size limit fails with its size and the limit', () => {
  expect(uploadProblem({ bytes: 7_654_321, format: 'jpeg', width: 6000, height: 4000 }, FRAMES.cover)).toBe(
    'is 7.3 MB, over the 5.0 MB limit: export it smaller (2400 pixels wide is plenty)',
  )
  expect(uploadProblem({ bytes: 5 * 1024 * 1024, format: 'jpeg', width: 6000, height: 4000 }, FRAMES.cover)).toBeUndefined()
})

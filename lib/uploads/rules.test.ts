import { describe, expect, it } from 'vitest'
import { detectImageType, isUploadKind } from './rules'

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg')
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    )
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')
    expect(detectImageType(webp)).toBe('image/webp')
  })

  it('refuses other files whatever their name says', () => {
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(detectImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull()
    expect(detectImageType(new Uint8Array())).toBeNull()
    expect(detectImageType(Uint8Array.from([0xff, 0xd8]))).toBeNull()
  })

  it('knows the upload folders', () => {
    expect(isUploadKind('pools')).toBe(true)
    expect(isUploadKind('../etc')).toBe(false)
  })
})

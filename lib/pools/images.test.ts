import { afterEach, describe, expect, it, vi } from 'vitest'
import { PLACEHOLDER_POOL_IMAGE, poolImagesWithAlt, selectPoolImages } from './images'

afterEach(() => vi.restoreAllMocks())

describe('selectPoolImages', () => {
  it('collects every image spelling and drops duplicates', () => {
    expect(
      selectPoolImages({
        imageUrl: '/a.webp',
        imageUrl1: '/a.webp',
        imageUrl2: '/b.webp',
        image3Url: 'https://cdn.example.com/c.jpg',
        image_url_4: '/d.webp',
        image_10_url: '/e.webp',
        image_url: '/b.webp',
      }),
    ).toEqual(['/a.webp', '/b.webp', 'https://cdn.example.com/c.jpg', '/d.webp', '/e.webp'])
  })

  it('keeps only usable URLs', () => {
    expect(
      selectPoolImages({
        imageUrl: '',
        imageUrl1: '   ',
        imageUrl2: '/images/pool-placeholder.jpg',
        imageUrl3: 'https://x.example/coming-soon.png',
        imageUrl4: PLACEHOLDER_POOL_IMAGE,
        imageUrl5: 'images/relative.jpg',
        image1Url: 'data:image/png;base64,AAAA',
        image2Url: 42,
        image3Url: null,
        image4Url: '/ok.webp',
        image5Url: 'http://example.com/ok.jpg',
      }),
    ).toEqual(['/ok.webp', 'http://example.com/ok.jpg'])
  })

  it('puts imageUrl1 first when more than one image remains', () => {
    expect(
      selectPoolImages({ imageUrl: '/main.webp', image1Url: '/x.webp', imageUrl1: '/first.webp' }),
    ).toEqual(['/first.webp', '/main.webp', '/x.webp'])
    expect(selectPoolImages({ imageUrl1: '/only.webp' })).toEqual(['/only.webp'])
  })

  it('returns no images for a pool without image fields', () => {
    expect(selectPoolImages({ name: 'Bare' })).toEqual([])
  })

  it('logs a warning and returns [] when processing fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const hostile = {
      get imageUrl(): string {
        throw new Error('boom')
      },
    }
    expect(selectPoolImages(hostile)).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('poolImagesWithAlt', () => {
  it('pairs each image with its stored alt text and falls back to the pool name', () => {
    expect(
      poolImagesWithAlt({
        name: 'Captiva',
        imageUrl1: '/1.webp',
        imageUrl2: '/2.webp',
        image3Url: '/3.webp',
        imageAlts: ['First view', ''],
      }),
    ).toEqual([
      { src: '/1.webp', alt: 'First view' },
      { src: '/2.webp', alt: 'Captiva fiberglass pool, photo 2' },
      { src: '/3.webp', alt: 'Captiva fiberglass pool, photo 3' },
    ])
  })
})

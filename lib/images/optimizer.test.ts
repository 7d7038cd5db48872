import { getImgProps } from 'next/dist/shared/lib/get-img-props'
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config'
import defaultLoader from 'next/dist/shared/lib/image-loader'
import { describe, expect, it } from 'vitest'
import nextConfig from '@/next.config'
import { DEVICE_SIZES, IMAGE_SIZES, imageAttributes } from './optimizer'

/** What next/image renders for the same props with this site's image settings. */
function nextImage(props: { src: string; width?: number; height?: number; fill?: boolean; sizes?: string }) {
  const imgConf = prepareImageConfig({
    ...imageConfigDefault,
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
  })
  const { props: img } = getImgProps({ alt: '', ...props }, { defaultLoader, imgConf })
  return { src: img.src, srcSet: img.srcSet, sizes: img.sizes }
}

describe('imageAttributes (next/image srcset rules without its client code)', () => {
  it('uses the widths configured for the optimiser', () => {
    expect(nextConfig.images?.deviceSizes).toEqual([...DEVICE_SIZES])
    expect(nextConfig.images?.imageSizes).toEqual([...IMAGE_SIZES])
  })

  const cases = [
    { src: '/images/content/hero-home.webp', fill: true, sizes: '100vw' },
    { src: '/images/pools/a.webp', fill: true, sizes: '(min-width: 1024px) 58vw, 100vw' },
    { src: '/images/pools/a.webp', fill: true, sizes: '(min-width: 1024px) 45vw, 100vw' },
    { src: '/images/pools/a.webp', fill: true, sizes: '96px' },
    {
      src: '/images/pools/a.webp',
      fill: true,
      sizes: '(min-width: 1024px) 512px, (min-width: 768px) 50vw, 100vw',
    },
    { src: '/images/pools/a b&c.webp', fill: true },
    { src: '/images/logo.webp', width: 48, height: 48 },
    { src: '/images/logo.webp', width: 300, height: 200 },
    { src: '/images/logo.webp', width: 1500, height: 900 },
  ]
  for (const props of cases) {
    it(`matches next/image for ${JSON.stringify(props)}`, () => {
      const { fill: _fill, height: _height, ...ours } = props
      expect(imageAttributes(ours)).toEqual(nextImage(props))
    })
  }

  it('serves SVG and unoptimised pictures as they are', () => {
    expect(imageAttributes({ src: '/images/placeholder-pool.svg', sizes: '100vw' })).toEqual({
      src: '/images/placeholder-pool.svg',
    })
    expect(
      imageAttributes({ src: 'https://cdn.example.com/a.jpg', sizes: '100vw', unoptimized: true }),
    ).toEqual({
      src: 'https://cdn.example.com/a.jpg',
    })
  })
})

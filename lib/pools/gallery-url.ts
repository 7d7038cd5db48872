/** URLs of the /pools gallery: filters, view and page in the query string. */
import { poolFiltersQuery, type PoolFilters } from './filters'

export type GalleryView = 'grid' | 'list'

export const GALLERY_PAGE_SIZE = 24

export function parseGalleryView(value: string | string[] | undefined): GalleryView {
  const v = Array.isArray(value) ? value[0] : value
  return v === 'list' ? 'list' : 'grid'
}

export function galleryHref(
  filters: PoolFilters,
  options: { view?: GalleryView; page?: number; panel?: boolean } = {},
): string {
  return `/pools${poolFiltersQuery(filters, {
    view: options.view === 'list' ? 'list' : undefined,
    page: options.page && options.page > 1 ? String(options.page) : undefined,
    panel: options.panel ? 'open' : undefined,
  })}`
}

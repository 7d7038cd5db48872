/** A manufacturer as GET /api/manufacturers returns it (spec 01 §3 Manufacturer). */
export type Manufacturer = {
  id: number
  name: string
  /** Image URL, data URI or emoji. */
  logo: string | null
  iconLogo: string | null
  /** Lines shaped 'title – text'. */
  description: string | null
  enabled: boolean
  website: string | null
  displayOrder: number
}

export type ManufacturerFeature = { title: string; text: string }

/** Splits the description into its 'title – text' lines (en dash, em dash or spaced hyphen). */
export function manufacturerFeatures(description: string | null | undefined): ManufacturerFeature[] {
  if (!description) return []
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(.*?)\s+[–—-]\s+(.*)$/.exec(line)
      const [, title, text] = match ?? []
      return title && text ? { title: title.trim(), text: text.trim() } : { title: line, text: '' }
    })
}

/** True when the logo is a picture (URL or data URI) rather than an emoji or text. */
export function isImageLogo(logo: string | null | undefined): logo is string {
  return !!logo && (/^(https?:)?\/\//.test(logo) || logo.startsWith('/') || logo.startsWith('data:image/'))
}

/**
 * A JSON-LD block. It is data, not script: browsers never execute application/ld+json, so a
 * nonce-based CSP does not block it and it needs no nonce.
 */
import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/structured-data'

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

/**
 * The generated social image (Open Graph and Twitter, 1200×630): the site name, the page title
 * and a subtitle on the brand's ocean gradient. Drawn with next/og in its bundled default font:
 * nothing is fetched over the network, so characters outside that font are left out.
 */
import { ImageResponse } from 'next/og'
import {
  SITE_NAME,
  SOCIAL_IMAGE_SIZE,
  SOCIAL_IMAGE_SUBTITLE_MAX,
  SOCIAL_IMAGE_TITLE_MAX,
  truncate,
} from './metadata'

export const SOCIAL_IMAGE_TAGLINE = 'Fiberglass pools sold, installed and resurfaced across Florida'

/** Keeps Latin-1 and common typographic punctuation; drops emoji and scripts the font lacks. */
export function imageSafeText(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026]/g, '').trim()
}

export function renderSocialImage(
  input: { title?: string | null; subtitle?: string | null },
  init?: ResponseInit,
) {
  const title = truncate(imageSafeText(input.title ?? '') || SITE_NAME, SOCIAL_IMAGE_TITLE_MAX)
  const subtitle = truncate(
    imageSafeText(input.subtitle ?? '') || SOCIAL_IMAGE_TAGLINE,
    SOCIAL_IMAGE_SUBTITLE_MAX,
  )
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: 'white',
        backgroundImage: 'linear-gradient(135deg, #0b4f8a 0%, #0e7490 60%, #155e75 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: 'rgba(255,255,255,0.16)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="white" strokeWidth="2">
            <path d="M2 12c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2" />
            <path d="M2 17c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2" />
            <path d="M8 4v6M16 4v6" />
          </svg>
        </div>
        <div style={{ fontSize: 34, letterSpacing: 1 }}>{SITE_NAME}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: title.length > 50 ? 60 : 76, lineHeight: 1.1, maxWidth: 1050 }}>{title}</div>
        <div style={{ fontSize: 32, lineHeight: 1.35, color: 'rgba(255,255,255,0.88)', maxWidth: 1000 }}>
          {subtitle}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 26,
          color: 'rgba(255,255,255,0.8)',
        }}
      >
        <div>Ocala · West Palm Beach · Orlando</div>
        <div>Free estimates</div>
      </div>
    </div>,
    { ...SOCIAL_IMAGE_SIZE, ...init },
  )
}

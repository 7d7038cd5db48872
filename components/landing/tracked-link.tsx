'use client'

import Link from 'next/link'
import type { ComponentProps } from 'react'
import { trackCallToAction, trackPhoneCall } from '@/lib/analytics/track'

/** A call-to-action link that reports the click (value 10) before navigating. */
export function CtaLink({
  label,
  location,
  ...props
}: ComponentProps<typeof Link> & { label: string; location: string }) {
  return <Link {...props} onClick={() => trackCallToAction(label, { location })} />
}

/** A tel: link that reports the call (value 50). */
export function PhoneLink({
  phone,
  location,
  ...props
}: ComponentProps<'a'> & { phone: string; location: string }) {
  return <a {...props} onClick={() => trackPhoneCall(phone, { location })} />
}

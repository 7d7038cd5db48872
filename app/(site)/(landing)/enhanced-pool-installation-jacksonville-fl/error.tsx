'use client'

export { LandingError as default } from '@/components/landing/landing-error'

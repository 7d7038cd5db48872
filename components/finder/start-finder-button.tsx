'use client'

import { Sparkles } from 'lucide-react'
import { clsx } from 'clsx'
import { Button } from '@/components/ui/button'
import { openPoolFinder } from './open-finder'

/**
 * Opens the pool-finder questionnaire (the site layout's FinderLauncher listens). The finder needs
 * JavaScript: without it the button is not shown (`js-only`, app/layout.tsx) rather than dead.
 */
export function StartFinderButton({
  className,
  variant = 'white',
}: {
  className?: string
  variant?: 'white' | 'default'
}) {
  return (
    <Button
      type="button"
      size="lg"
      variant={variant}
      className={clsx('js-only', className)}
      onClick={() => openPoolFinder('quiz')}
    >
      <Sparkles aria-hidden />
      Take the Pool Finder Quiz
    </Button>
  )
}

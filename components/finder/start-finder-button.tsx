'use client'

import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { openPoolFinder } from './open-finder'

/** Opens the pool-finder questionnaire (the site layout's FinderLauncher listens). */
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
      className={className}
      onClick={() => openPoolFinder('quiz')}
    >
      <Sparkles aria-hidden />
      Take the Pool Finder Quiz
    </Button>
  )
}

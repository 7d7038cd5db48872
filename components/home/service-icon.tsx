import { Palette, Shovel, Sparkles, Wrench } from 'lucide-react'

const ICONS = { shovel: Shovel, palette: Palette, wrench: Wrench, sparkles: Sparkles } as const

export function ServiceIcon({ name, className }: { name: keyof typeof ICONS; className?: string }) {
  const Icon = ICONS[name]
  return <Icon aria-hidden className={className} />
}

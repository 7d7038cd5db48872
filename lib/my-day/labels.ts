/** How long ago a lead arrived, as a rep says it: 'received 25 min ago', '3 h ago', '2 days ago'. */
export function receivedAgo(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000))
  if (minutes < 60) return `received ${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `received ${hours} h ago`
  return `received ${Math.floor(hours / 24)} days ago`
}

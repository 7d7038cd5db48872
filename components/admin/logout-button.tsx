'use client'

import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'

/** Ends the session on the server (the cookie is httpOnly, only the server can clear it). */
export function LogoutButton({ className }: { className?: string }) {
  const [pending, setPending] = useState(false)
  async function logout() {
    setPending(true)
    try {
      const response = await fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin' })
      if (!response.ok) throw new Error(`Server error: ${response.status}`)
      // A full page load, so the admin layout renders again without the session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
      window.location.href = '/admin-login'
    } catch (error) {
      setPending(false)
      toast.error('Logout failed', {
        description: error instanceof Error ? error.message : 'Please try again.',
      })
    }
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={className}
      onClick={logout}
      disabled={pending}
    >
      <LogOut aria-hidden />
      {pending ? 'Signing out...' : 'Log out'}
    </Button>
  )
}

/**
 * Which projects a staff member sees (issue 36 §7): every project with 'projects:any-rep'
 * (operations, admins), otherwise only their own customers' (a sales rep: the projects whose rep
 * they are). The guard (lib/auth/guard) has already decided that they may read projects at all;
 * this narrows the rows, so it reads the roles table directly rather than asking the guard again.
 */
import { ROLE_PERMISSIONS, isRole } from '@/lib/auth/permissions'

export type ProjectScope = { all: true } | { all: false; repId: number }

export function projectScope(user: { id: number; role: string }): ProjectScope {
  return isRole(user.role) && ROLE_PERMISSIONS[user.role].has('projects:any-rep')
    ? { all: true }
    : { all: false, repId: user.id }
}

/** Whether a project of rep `repId` is within the scope. */
export function inScope(scope: ProjectScope, repId: number | null): boolean {
  return scope.all || repId === scope.repId
}

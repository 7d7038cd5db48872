import { json } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { dashboardData } from '@/lib/dashboard/queries'

/** GET /api/admin/dashboard → the dashboard's figures as JSON. */
export const GET = withPermission('dashboard:read', async () => json(await dashboardData()))

import { describe, expect, it } from 'vitest'
import { uploadsAcrossMachines } from './instances'

const base = { s3Configured: false, uploadsDir: '.data/uploads', self: 'web-1' } as const

describe('uploadsAcrossMachines', () => {
  it('has nothing to say on the embedded database (one process) or with S3 storage', () => {
    expect(uploadsAcrossMachines({ ...base, driver: 'pglite', hosts: ['web-1'] })).toBeNull()
    expect(
      uploadsAcrossMachines({ ...base, driver: 'postgres', s3Configured: true, hosts: ['web-1', 'web-2'] }),
    ).toBeNull()
  })

  it('refuses when servers on other machines use the database and uploads stay on this one', () => {
    const check = uploadsAcrossMachines({ ...base, driver: 'postgres', hosts: ['web-1', 'web-2'] })
    expect(check?.level).toBe('error')
    expect(check?.message).toContain('web-2')
    expect(check?.message).toContain('S3_')
  })

  it('warns on PostgreSQL with local uploads while this machine is alone (processes on it share the folder)', () => {
    const check = uploadsAcrossMachines({ ...base, driver: 'postgres', hosts: ['web-1'] })
    expect(check?.level).toBe('warn')
    expect(check?.message).toContain('.data/uploads')
  })
})

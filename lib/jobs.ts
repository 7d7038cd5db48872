/**
 * Background work of the server process (mail outbox, scheduled blog posts, batched page views).
 * Each domain exports a job from its own module and adds one loader line to JOB_MODULES. Every
 * job must tolerate running on several instances at once (claim rows with a lock or a guard).
 */
export type BackgroundJob = { name: string; intervalMs: number; run: () => Promise<void> }

const JOB_MODULES: Array<() => Promise<{ job: BackgroundJob }>> = [
  () => import('@/lib/mail/job'),
  () => import('@/lib/analytics/flush-job'),
  () => import('@/lib/blog/schedule'),
  () => import('@/lib/auth/prune-job'),
  () => import('@/lib/follow-ups/reminder-job'),
  () => import('@/lib/digest/job'),
  () => import('@/lib/quotes/expiry-job'),
  () => import('@/lib/projects/notice-job'),
]

export async function startBackgroundJobs() {
  for (const load of JOB_MODULES) {
    const { job } = await load()
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      job
        .run()
        .catch((error: unknown) => {
          console.error(
            `Background job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`,
          )
        })
        .finally(() => {
          running = false
        })
    }, job.intervalMs)
    timer.unref()
  }
}

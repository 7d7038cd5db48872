/** A titled white card of the homeowner's page. */
export function PortalSection({
  title,
  id,
  children,
  className,
}: {
  title: string
  id?: string
  children: React.ReactNode
  className?: string
}) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-4 shadow-sm sm:p-6 ${className ?? ''}`}
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold sm:text-xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

import type { LegalDocument } from '@/content/legal/types'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** A legal text: title, last-updated date, a table of contents and its sections. */
export function LegalPage({ document, children }: { document: LegalDocument; children?: React.ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated{' '}
          <time dateTime={document.updated}>{dateFormat.format(new Date(document.updated))}</time>
        </p>
      </header>
      <div className="mt-8 space-y-4 text-lg leading-relaxed">
        {document.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
      <nav aria-label="Contents" className="mt-8 rounded-xl border bg-muted p-5">
        <h2 className="text-sm font-semibold uppercase">Contents</h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-2 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-h`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-h`} className="text-2xl font-bold">
            {section.heading}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-foreground/90">
            {section.blocks.map((block, j) =>
              typeof block === 'string' ? (
                <p key={j}>{block}</p>
              ) : (
                <ul key={j} className="list-disc space-y-1 pl-6">
                  {block.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
          {i === 0 && children}
        </section>
      ))}
    </article>
  )
}

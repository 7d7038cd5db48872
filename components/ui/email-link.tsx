import { Fragment } from 'react'

/**
 * An e-mail address as a mailto: link that a narrow screen wraps only where a reader expects:
 * before the '@' and before each dot of the domain, never in the middle of a word (break-all cut
 * 'westpalm@floridafibergla|sspools.example' anywhere).
 */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@')
  const local = at > 0 ? email.slice(0, at) : email
  const domain = at > 0 ? email.slice(at + 1).split('.') : []
  return (
    <a href={`mailto:${email}`} className={className} data-testid="email-link">
      {local}
      {at > 0 && (
        <>
          <wbr />@
          {domain.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <>
                  <wbr />.
                </>
              )}
              {part}
            </Fragment>
          ))}
        </>
      )}
    </a>
  )
}

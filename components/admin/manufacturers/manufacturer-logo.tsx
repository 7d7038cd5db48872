import Image from 'next/image'

/** A logo as stored: an image (upload, web address or data URI) or an emoji/short mark. */
export function ManufacturerLogo({ logo, name }: { logo: string | null; name: string }) {
  const box =
    'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-2xl'
  if (!logo) return <span className={box} aria-hidden />
  if (logo.startsWith('/')) {
    return (
      <span className={`${box} relative`}>
        <Image src={logo} alt={`${name} logo`} fill sizes="48px" className="object-contain" />
      </span>
    )
  }
  if (/^(https?:|data:image\/)/.test(logo)) {
    return (
      <span className={box}>
        {/* eslint-disable-next-line @next/next/no-img-element -- remote or data-URI logos are not optimisable */}
        <img src={logo} alt={`${name} logo`} className="size-full object-contain" />
      </span>
    )
  }
  return (
    <span className={box} role="img" aria-label={`${name} logo`}>
      {logo}
    </span>
  )
}

import { describe, expect, it } from 'vitest'
import { classifyLinkClick, linkFromEvent, type ClickedLink } from './clicks'

const ORIGIN = 'https://pools.example'
const link = (href: string, label = 'Link', region: ClickedLink['region'] = 'main'): ClickedLink => ({
  href,
  label,
  region,
})

describe('the delegated click classifier (spec 01 §9)', () => {
  it('reports every tel: link as a phone call with its number', () => {
    expect(classifyLinkClick(link('tel:+13525550142', ' Call\n (352) 555-0142 ', 'banner'), ORIGIN)).toEqual({
      kind: 'phone',
      phone: '+13525550142',
      label: 'Call (352) 555-0142',
      region: 'banner',
    })
    expect(classifyLinkClick(link('tel:352%20555%200142'), ORIGIN)).toMatchObject({ phone: '352 555 0142' })
    expect(classifyLinkClick(link('tel:'), ORIGIN)).toBeNull()
  })

  it('reports links to the estimate and contact pages as calls to action, with their query', () => {
    expect(
      classifyLinkClick(link(`${ORIGIN}/estimate?type=appointment&sourcePage=contact`, 'Schedule'), ORIGIN),
    ).toEqual({
      kind: 'cta',
      label: 'Schedule',
      target: '/estimate?type=appointment&sourcePage=contact',
      region: 'main',
    })
    expect(classifyLinkClick(link(`${ORIGIN}/contact/`, '', 'footer'), ORIGIN)).toEqual({
      kind: 'cta',
      label: '/contact',
      target: '/contact',
      region: 'footer',
    })
    expect(classifyLinkClick(link('/Estimate', 'Free Estimate', 'header'), ORIGIN)).toMatchObject({
      kind: 'cta',
    })
  })

  it('ignores other pages, other sites, mail links and unreadable addresses', () => {
    for (const href of [
      `${ORIGIN}/pools`,
      `${ORIGIN}/estimates`,
      `${ORIGIN}/contact-us`,
      'https://other.example/estimate',
      'mailto:office@pools.example',
      'http://[bad',
    ]) {
      expect(classifyLinkClick(link(href), ORIGIN), href).toBeNull()
    }
  })

  it('cuts long labels to 100 characters', () => {
    const click = classifyLinkClick(link('/contact', 'x'.repeat(300)), ORIGIN)
    expect(click?.label).toHaveLength(100)
  })
})

/** A minimal element: closest() walks a chain of tag names and test ids. */
function fakeElement(
  chain: Array<{ tag: string; testId?: string; href?: string; aria?: string; text?: string }>,
) {
  const matches = (node: (typeof chain)[number], selector: string) => {
    if (selector === 'a[href]') return node.tag === 'a' && node.href !== undefined
    if (selector.startsWith('[data-testid=')) return selector.includes(`"${node.testId}"`)
    return node.tag === selector
  }
  const elementAt = (index: number): unknown => {
    const node = chain[index]
    if (!node) return null
    return {
      href: node.href,
      textContent: node.text ?? null,
      getAttribute: (name: string) => (name === 'aria-label' ? (node.aria ?? null) : null),
      closest: (selector: string) => {
        for (let i = index; i < chain.length; i++) if (matches(chain[i]!, selector)) return elementAt(i)
        return null
      },
    }
  }
  return elementAt(0)
}

describe('linkFromEvent', () => {
  it('finds the link around the clicked icon, its label and its region', () => {
    const target = fakeElement([
      { tag: 'svg' },
      { tag: 'a', href: 'tel:+13525550142', text: '(352) 555-0142' },
      { tag: 'div', testId: 'top-banner' },
    ])
    expect(linkFromEvent({ target } as unknown as Event)).toEqual({
      href: 'tel:+13525550142',
      label: '(352) 555-0142',
      region: 'banner',
    })
    const footer = fakeElement([
      { tag: 'a', href: 'https://pools.example/contact', text: 'Contact', aria: 'Contact us' },
      { tag: 'nav' },
      { tag: 'footer' },
    ])
    expect(linkFromEvent({ target: footer } as unknown as Event)).toMatchObject({
      label: 'Contact us',
      region: 'footer',
    })
  })

  it('gives null for clicks outside links and for non-element targets', () => {
    expect(
      linkFromEvent({ target: fakeElement([{ tag: 'button' }, { tag: 'main' }]) } as unknown as Event),
    ).toBeNull()
    expect(linkFromEvent({ target: null } as unknown as Event)).toBeNull()
    expect(linkFromEvent({ target: {} } as unknown as Event)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import {
  contactSourcePage,
  estimateSourcePage,
  homeContactSourcePage,
  sourcePageFromQuery,
  SOURCE_PAGE_MAX,
} from './source-page'

const q = (s: string) => new URLSearchParams(s)

describe('sourcePage rules (spec 01 §7)', () => {
  it('takes sourcePage, then source, then from', () => {
    expect(sourcePageFromQuery(q('sourcePage=a&source=b&from=c'))).toBe('a')
    expect(sourcePageFromQuery(q('source=b&from=c'))).toBe('b')
    expect(sourcePageFromQuery(q('from=c'))).toBe('c')
    expect(sourcePageFromQuery(q('sourcePage=&source=%20&from=c'))).toBe('c')
    expect(sourcePageFromQuery({ sourcePage: ['x', 'y'] })).toBe('x')
    expect(sourcePageFromQuery(q(''))).toBeUndefined()
  })

  it('cuts a query value to the stored size, so a long one never fails a lead', () => {
    expect(sourcePageFromQuery({ sourcePage: 's'.repeat(1000) })).toBe('s'.repeat(SOURCE_PAGE_MAX))
    expect(contactSourcePage({ from: 'f'.repeat(300) }, '/contact')).toHaveLength(SOURCE_PAGE_MAX)
  })

  it("contact page: a landing page's slug passed as sourcePage wins over the path", () => {
    expect(contactSourcePage({ sourcePage: 'pool-builders-ocala' }, '/contact')).toBe('pool-builders-ocala')
  })

  it('home contact form: the query, else home', () => {
    expect(homeContactSourcePage(q('from=mailer'))).toBe('mailer')
    expect(homeContactSourcePage(q(''))).toBe('home')
  })

  it('contact page form: the query, else from the path, else contact', () => {
    expect(contactSourcePage(q('source=san-juan-pools'), '/contact')).toBe('san-juan-pools')
    expect(contactSourcePage(q(''), '/contact')).toBe('contact')
    expect(contactSourcePage(q(''), '/pool-detail/4')).toBe('pool-detail')
    expect(contactSourcePage(q(''), '/pools')).toBe('pools')
    expect(contactSourcePage(q(''), '/resurfacing')).toBe('resurfacing')
    expect(contactSourcePage(q(''), '/packages')).toBe('packages')
    expect(contactSourcePage(q(''), '/')).toBe('home')
    expect(contactSourcePage(q(''), '/about')).toBe('contact')
  })

  it('estimate form: the query, else from the path, else website', () => {
    expect(estimateSourcePage(q('sourcePage=home'), '/estimate')).toBe('home')
    expect(estimateSourcePage(q(''), '/pool-detail/9')).toBe('pool-detail')
    expect(estimateSourcePage(q(''), '/pools')).toBe('pools')
    expect(estimateSourcePage(q(''), '/pool-resurfacing-ocala-fl')).toBe('resurfacing')
    expect(estimateSourcePage(q(''), '/packages')).toBe('packages')
    expect(estimateSourcePage(q(''), '/contact')).toBe('contact')
    expect(estimateSourcePage(q(''), '/estimate')).toBe('estimate')
    expect(estimateSourcePage(q(''), '/')).toBe('home')
    expect(estimateSourcePage(q(''), '/about')).toBe('website')
  })
})

/**
 * The pictures the content pages and blog posts use, by file name. Heroes are 1600 x 900,
 * everything else 1200 x 800.
 */
import { BLOG_POST_SPECS } from '@/lib/demo-data/blog-posts'
import { perspectiveView, topView } from './backyard'
import type { InstallStage, PoolLook } from './pool-layer'
import { aboveGround, blueprint, colorBoard, splitScene } from './special-scenes'

export type Picture = { name: string; width: number; height: number; svg: () => string }

const HERO = { width: 1600, height: 900 }
const CARD = { width: 1200, height: 800 }

const family: PoolLook = { shape: 'Rectangle', lengthFt: 32, widthFt: 16, spa: false, color: 'Sapphire Blue' }
const kidney: PoolLook = { shape: 'Kidney', lengthFt: 28, widthFt: 14, spa: false, color: 'Ocean Blue' }

const INSTALL_STAGES: InstallStage[] = ['excavation', 'set', 'plumbing', 'backfill', 'deck', 'finished']

export function contentPictures(): Picture[] {
  const hero = (name: string, svg: (w: number, h: number) => string): Picture => ({
    name,
    ...HERO,
    svg: () => svg(HERO.width, HERO.height),
  })
  const card = (name: string, svg: (w: number, h: number) => string): Picture => ({
    name,
    ...CARD,
    svg: () => svg(CARD.width, CARD.height),
  })
  return [
    hero('hero-home', (w, h) =>
      perspectiveView(
        { shape: 'Freeform', lengthFt: 34, widthFt: 17, spa: true, color: 'Sapphire Blue', variant: 1 },
        w,
        h,
        { light: 'golden', rocks: true, cushion: '#f2f2ee' },
      ),
    ),
    hero('hero-pools', (w, h) =>
      topView({ shape: 'L-Shape', lengthFt: 36, widthFt: 17, spa: false, color: 'Ocean Blue' }, w, h, {
        lanai: true,
        roof: 'shingle',
        cushion: '#1f9e8f',
      }),
    ),
    hero('hero-resurfacing', (w, h) =>
      splitScene({ look: { ...family, condition: 'stained' } }, { look: family }, w, h),
    ),
    card('resurfacing-before-1', (w, h) =>
      topView({ ...kidney, condition: 'stained' }, w, h, { roof: 'shingle' }),
    ),
    card('resurfacing-after-1', (w, h) => topView(kidney, w, h, { roof: 'shingle' })),
    card('resurfacing-before-2', (w, h) =>
      perspectiveView({ ...family, shape: 'Roman', condition: 'stained', color: 'Ocean Blue' }, w, h, {
        turn: -6,
      }),
    ),
    card('resurfacing-after-2', (w, h) =>
      perspectiveView({ ...family, shape: 'Roman', color: 'Ocean Blue' }, w, h, { turn: -6 }),
    ),
    ...INSTALL_STAGES.map((stage, i) =>
      card(`installation-day-${i + 1}`, (w, h) =>
        topView({ ...family, color: 'Ocean Blue', stage }, w, h, { roof: 'tile' }),
      ),
    ),
    card('above-ground-premier', (w, h) => aboveGround('premier', w, h)),
    card('above-ground-classic', (w, h) => aboveGround('classic', w, h)),
    card('above-ground-lagoon', (w, h) => aboveGround('lagoon', w, h)),
    hero('latham-hero', (w, h) =>
      perspectiveView({ ...family, lengthFt: 36, widthFt: 18 }, w, h, {
        roof: 'flat',
        deck: '#e4e1da',
        cushion: '#f2f2ee',
        umbrella: ['#f2f2ee', '#34495e'],
      }),
    ),
    hero('san-juan-hero', (w, h) =>
      perspectiveView(
        { shape: 'Freeform', lengthFt: 36, widthFt: 18, spa: true, color: 'Coastal Bronze', variant: 2 },
        w,
        h,
        { light: 'golden', rocks: true, cushion: '#e07a5f' },
      ),
    ),
    card('san-juan-elite', (w, h) =>
      perspectiveView({ shape: 'Roman', lengthFt: 32, widthFt: 16, spa: true, color: 'Night Sky' }, w, h, {
        roof: 'tile',
        cushion: '#f2f2ee',
      }),
    ),
    card('san-juan-classic', (w, h) =>
      topView({ ...family, lengthFt: 28, widthFt: 14, color: 'Ocean Blue' }, w, h, { roof: 'shingle' }),
    ),
    card('san-juan-coastal', (w, h) =>
      topView(
        { shape: 'Freeform', lengthFt: 30, widthFt: 16, spa: false, color: 'Pearl White', variant: 0 },
        w,
        h,
        { deck: '#eadbb8', cushion: '#e07a5f', umbrella: ['#f5efe3', '#e07a5f'] },
      ),
    ),
    card('about-team', (w, h) =>
      perspectiveView({ ...family, spa: true, color: 'Ocean Blue' }, w, h, {
        light: 'golden',
        people: ['#1f4e9c', '#2a7ab8', '#f2a541'],
        cushion: '#f2f2ee',
      }),
    ),
  ]
}

/** One cover per blog post slug; unknown slugs get a plain backyard view. */
const BLOG_COVERS: Record<string, (w: number, h: number) => string> = {
  'how-much-does-a-fiberglass-pool-cost-in-florida': (w, h) =>
    topView({ shape: 'Roman', lengthFt: 34, widthFt: 16, spa: false, color: 'Sapphire Blue' }, w, h, {
      lanai: true,
      roof: 'shingle',
    }),
  'fiberglass-vs-concrete-pools-in-florida': (w, h) =>
    splitScene(
      { look: { ...family, condition: 'stained' } },
      { look: { ...family, color: 'Pearl White' } },
      w,
      h,
      'top',
    ),
  'what-to-expect-during-fiberglass-pool-installation': (w, h) =>
    topView({ ...family, color: 'Ocean Blue', stage: 'set' }, w, h),
  'florida-pool-permits-explained': (w, h) => blueprint(w, h),
  'caring-for-your-fiberglass-pool-in-the-florida-summer': (w, h) =>
    perspectiveView({ ...kidney, color: 'Pearl White' }, w, h, {
      cushion: '#1f9e8f',
      umbrella: ['#f5efe3', '#1f9e8f'],
    }),
  'choosing-the-right-pool-color': (w, h) =>
    colorBoard(w, h, [
      'Pearl White',
      'Ocean Blue',
      'Sapphire Blue',
      'Shale Gray',
      'Coastal Bronze',
      'Night Sky',
    ]),
  'heating-options-for-florida-pools': (w, h) =>
    perspectiveView({ shape: 'Grecian', lengthFt: 30, widthFt: 15, spa: true, color: 'Night Sky' }, w, h, {
      light: 'dusk',
    }),
  'hurricane-season-pool-checklist': (w, h) =>
    perspectiveView({ ...family, color: 'Shale Gray' }, w, h, { light: 'storm' }),
}

export function blogPictures(): Picture[] {
  return BLOG_POST_SPECS.map((post) => {
    const draw = BLOG_COVERS[post.slug] ?? ((w: number, h: number) => perspectiveView(family, w, h))
    return { name: post.slug, ...CARD, svg: () => draw(CARD.width, CARD.height) }
  })
}
